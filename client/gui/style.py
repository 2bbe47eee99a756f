"""The look of the window: warm paper, wood and gold, like the box of a board game.

The main button's bold is set by the `default` property, not the `:default` state: Qt
sizes a button with its font from the properties, so a bold text set by a state would be
painted wider than its button ("Open the tabl"). A button is made default before it is
shown (`setDefault(True)`), when the properties are read.
"""

STYLE = """
QMainWindow, QDialog { background: #F3ECDD; }
QLabel#title { font-size: 18pt; font-weight: bold; color: #4A3520; font-family: serif; }
QLabel#hint { color: #6B5B45; }
QLabel#prompt { font-size: 11pt; font-weight: bold; color: #3B2F1E; }
QGroupBox { font-weight: bold; border: 1px solid #CDBFA3; border-radius: 8px;
            margin-top: 10px; padding-top: 6px; background: #FAF5EA; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #6B4E2E; }
QPushButton { background: #E9D8B4; border: 1px solid #B59A6A; border-radius: 6px;
              padding: 5px 12px; color: #3B2F1E; }
QPushButton:hover { background: #F2E4C4; }
QPushButton:default { background: #D4A017; border-color: #8C6D1F; }
QPushButton[default="true"] { font-weight: bold; }
QPushButton#playBots { background: #D4A017; border-color: #8C6D1F; font-weight: bold; }
QPushButton#playBots:hover { background: #E0B43A; }
QPushButton:disabled { background: #E6E0D4; color: #9B9385; border-color: #CFC7B6; }
QTreeWidget, QListWidget, QTableWidget { background: #FFFCF5; alternate-background-color: #F7F0E1;
              border: 1px solid #CDBFA3; border-radius: 6px; }
QTableWidget#inspectorList, QTableWidget#desyncPeers { selection-background-color: #E9CF8F;
              selection-color: #3B2F1E; gridline-color: #EFE7D8; }
#inspectorList QHeaderView::section, #desyncPeers QHeaderView::section { background: #EFE6D4;
              color: #4A3B26; font-weight: bold; padding: 4px 8px; border: none;
              border-bottom: 1px solid #E3D8C3; }
QPlainTextEdit#desyncValue { background: #FFFCF5; border: 1px solid #CDBFA3; border-radius: 6px;
              color: #3B2F1E; }
"""
