"""Tavolata's network layer: records, identity, wire format, discovery, lockstep."""
