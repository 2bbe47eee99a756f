"""The lobby's discovery of tables on the network, on the window's asyncio loop thread.

Started once the lobby is painted (zeroconf takes a while to start); a start that fails (no
network device, no multicast) is said in one sentence on the lobby, the details in its
tooltip, and joining by address still works; stopped at the window's close, after its
goodbye packets went out.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from client.gui.lobby import LobbyView
    from client.gui.worker import LoopThread


class TableFinder:
    """Lists the network's tables on `lobby` (net.discovery.Lobby) through `loop()`, the
    window's loop thread (asked for only when discovery starts: it starts the thread)."""

    def __init__(self, lobby: LobbyView, loop: Callable[[], LoopThread], interface: str | None):
        self.lobby, self._loop, self.interface = lobby, loop, interface
        self.discovery: Any = None  # net.discovery.Lobby, once started
        self.bridge: Any = None  # client.gui.bridge.Bridge: its events reach the Qt thread

    def start(self) -> None:
        """Begin listing tables (net.discovery is imported only now: it is slow to load)."""
        from client.gui.bridge import Bridge
        from net import discovery

        self.bridge = Bridge()
        self.bridge.lobbyEvent.connect(self.lobby.on_event)
        interfaces = [self.interface] if self.interface else None

        async def start() -> None:
            self.discovery = discovery.Lobby(interfaces, on_event=self.bridge.deliver)
            await self.discovery.start()

        # Connected before the start is submitted: a start that fails at once (no network
        # device) says so before the next line would have run, and the sentence was lost.
        self.bridge.failed.connect(self._failed)
        future = self._loop().submit(start())
        future.add_done_callback(
            lambda f: f.exception() and self.bridge.failed.emit(repr(f.exception()))
        )

    def _failed(self, details: str) -> None:
        self.lobby.error.setText(
            QCoreApplication.translate(
                "MainWindow",
                "Tables on the network cannot be listed here; you can still join by address.",
            )
        )
        self.lobby.error.setToolTip(details)

    def stop(self) -> None:
        """Stop listing, this machine's goodbyes sent first (waits up to 5 s); nothing to do
        if discovery never started."""
        if self.discovery is None:
            return
        import concurrent.futures  # not before: the lobby shows first (test_lobby_start.py)

        # Goodbye packets go out before the loop stops (stop() cancels what is left).
        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            self._loop().submit(self.discovery.stop()).result(5)
