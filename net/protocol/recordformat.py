"""What every record file shares, whichever its version: the header's `format` name, and the
error of a record that cannot be read (the verdict "damaged"; its text names the line).

The local record (net/record.py, version 1) and the network record (net/protocol/netrecord.py,
version 2; docs/records.md) both use them; neither imports the other for it.
"""

from __future__ import annotations

FORMAT = "tavolata-record"


class RecordError(ValueError):
    """A record that cannot be read: corrupt, truncated, of an unknown version or game."""
