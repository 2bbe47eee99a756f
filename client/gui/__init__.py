"""The PySide6 desktop client: lobby, table, replays and the desync report (docs/client.md)."""
