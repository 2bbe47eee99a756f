"""Tavolata's network layer: the protocol (net/protocol/, pure) and the I/O beside it: the
runner, discovery (mdns, tablecheck), the profile's identity and the record files."""
