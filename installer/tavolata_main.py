"""The bundle's entry point: what `tavolata` runs when frozen by PyInstaller.

The same `client.cli.main` as the console script; PyInstaller needs a script, not an entry
point name.
"""

import sys

from client.cli import main

if __name__ == "__main__":
    sys.exit(main())
