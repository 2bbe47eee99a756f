"""Bundles and packages of the client: `installer/build` (see docs/install.md).

Not part of the installed distribution: these scripts run from a checkout, in its venv.
"""
