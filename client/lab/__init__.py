"""The desync lab (`tavolata lab`): headless peers as separate processes, network faults
from a userspace proxy, injected desyncs, and a report of where the peers diverged.
See docs/lab.md."""
