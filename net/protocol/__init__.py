"""Tavolata's protocol: pure state machines over signed messages (docs/protocol.md).

Given the time, the bytes received and what the I/O side draws (the profile's key, the
table's id), each part returns effects and messages; nothing here touches a clock, a socket,
a file, a thread or the operating system's randomness (tests/test_layering.py). The I/O
that carries out the effects sits beside the package in net/ (runner, mdns, discovery,
tablecheck, identity, home, record, recordfile) and this package imports none of it.
"""
