; Inno Setup 6 script: a Windows installer from the PyInstaller bundle.
; NOT BUILT OR TESTED YET: written beside the Linux build, which is the one CI proves.
; On Windows, from the checkout (see docs/install.md):
;   .venv\Scripts\python -m installer.icons
;   .venv\Scripts\pyinstaller --noconfirm installer\tavolata.spec
;   iscc installer\windows\tavolata.iss        -> dist\tavolata-0.1.0-setup.exe

#define Version "0.1.0"

[Setup]
AppId={{6F0C6D0E-3B7A-4C55-9B8E-7A1D2F4E9C31}
AppName=Tavolata
AppVersion={#Version}
AppPublisher=Tavolata developers
DefaultDirName={autopf}\Tavolata
DefaultGroupName=Tavolata
UninstallDisplayIcon={app}\tavolataw.exe
SetupIconFile=..\..\build\icons\tavolata.ico
OutputDir=..\..\dist
OutputBaseFilename=tavolata-{#Version}-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Per-user install when the person is not an administrator.
PrivilegesRequiredOverridesAllowed=dialog
; `tavolata` in new terminals: the folder goes on the PATH (see [Registry]).
ChangesEnvironment=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"

[Files]
Source: "..\..\dist\tavolata\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Tavolata"; Filename: "{app}\tavolataw.exe"
Name: "{autodesktop}\Tavolata"; Filename: "{app}\tavolataw.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

[Registry]
; The installing user's PATH (HKCU); uninstalling does not take it out again (to do).
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; \
  ValueData: "{olddata};{app}"; Check: NeedsAddPath(ExpandConstant('{app}'))

[Run]
Filename: "{app}\tavolataw.exe"; Description: "{cm:LaunchProgram,Tavolata}"; \
  Flags: nowait postinstall skipifsilent

[Code]
function NeedsAddPath(Dir: string): Boolean;
var
  Paths: string;
begin
  if not RegQueryStringValue(HKCU, 'Environment', 'Path', Paths) then
    Paths := '';
  Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Paths) + ';') = 0;
end;
