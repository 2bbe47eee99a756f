"""Table ads and listings: the TXT contract of discovery, no I/O.

A host's TXT record is a `TableAd` (the public contract, docs/protocol.md, "Discovery");
`listing_from_info` judges what a lobby resolved (net/protocol/listings.py keeps which services are
listed, and whether they answer). Whatever a stranger puts on the network ends as a
DiscoveryError with a reason, never another exception. net/discovery.py does the mDNS and
re-exports these.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from net.protocol.messages import PROTOCOL_VERSION

DEFAULT_SERVICE_TYPE = "_tavolata._tcp.local."
_LOBBY = re.compile(r"[a-z0-9]{1,6}")  # "_tavolata-" + 6: RFC 6335's 15-character limit
PROTO = PROTOCOL_VERSION
"""The protocol version this client speaks; a table with another one cannot be joined."""


def service_type(lobby: str | None) -> str:
    """The mDNS service type of a lobby: the default one, or `_tavolata-<lobby>._tcp.local.`
    for a separate lobby whose tables nobody else lists (a tester's lab runs, each worker
    of a parallel test run). ValueError for a name DNS-SD cannot carry."""
    if not lobby:
        return DEFAULT_SERVICE_TYPE
    if not _LOBBY.fullmatch(lobby):
        raise ValueError(
            f"a separate lobby's name is 1-6 lowercase letters or digits, not {lobby!r}"
        )
    return f"_tavolata-{lobby}._tcp.local."


MAX_NAME_BYTES = 96
"""A table name's limit in UTF-8 bytes: fits a TXT string (255) with room to spare."""
MAX_SEATS = 99
_MAX_INT_DIGITS = 6
_MAX_PROTO = 10**_MAX_INT_DIGITS - 1
_LABEL_BYTES = 56  # DNS labels hold 63 bytes; probing may append "-NN" on a clash
_DEFAULT_LABEL = "Tavolata"

_IDENT = re.compile(r"[a-z][a-z0-9_]{0,31}")
_OPTION_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")
OPTION_PREFIX = "opt."
"""TXT keys `opt.<key>` carry the table's lobby options (core.meta.Option.lobby)."""
MAX_OPTIONS = 8
LEGACY_KEY = "edition"
"""The one option proto 2's first TXT records carried as a key of its own (docs/protocol.md)."""
_TABLE_ID = re.compile(r"[0-9a-f]{32}")
_HOST = re.compile(r"[\x21-\x7e]{1,64}")  # visible ASCII, e.g. net.identity's "K3QZ-7MXA"
_DECIMAL = re.compile(rb"0|[1-9][0-9]*")  # canonical: no sign, spaces, "_" or other digits
# Bidi embeddings, overrides and isolates let a name display as something else.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})

EventKind = Literal["added", "updated", "removed", "invalid"]
TableState = Literal["open", "not answering"]
"""Whether a listed table's host answered the lobby's last check (net/protocol/listings.py)."""


class DiscoveryError(ValueError):
    """A table ad or listing that cannot be used; the message says why, for people."""


class OtherProtocol(DiscoveryError):
    """A table announced with another protocol version: `proto` is the table's."""

    def __init__(self, proto: int) -> None:
        newer = "a newer" if proto > PROTO else "an older"
        super().__init__(
            f"the table uses protocol {proto}, this Tavolata speaks {PROTO}: "
            f"it needs {newer} Tavolata"
        )
        self.proto = proto


def _forbidden(char: str) -> bool:
    return char in _BIDI_CONTROLS or unicodedata.category(char) in _FORBIDDEN_CATEGORIES


def clean_name(text: str, max_bytes: int = MAX_NAME_BYTES) -> str:
    """Turn what a person typed into a valid table name (may be empty)."""
    text = unicodedata.normalize("NFC", text)
    text = " ".join("".join(" " if _forbidden(c) else c for c in text).split())
    # Cutting the bytes may split a character; "ignore" drops the partial one.
    return text.encode("utf-8")[:max_bytes].decode("utf-8", "ignore").rstrip()


def instance_label(name: str) -> str:
    """The DNS-SD instance label for a table name: no dots, short enough for a DNS label."""
    # python-zeroconf does not escape dots in instance names (RFC 6763 section 4.3): a dot
    # would split the label on the wire, so it becomes a hyphen, and so does the backslash.
    label = clean_name(name.replace(".", "-").replace("\\", "-"), _LABEL_BYTES)
    return label or _DEFAULT_LABEL


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise DiscoveryError(message)


def _in_range(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _fits(pattern: re.Pattern[str], value: object) -> bool:
    return isinstance(value, str) and pattern.fullmatch(value) is not None


@dataclass(frozen=True, kw_only=True)
class TableAd:
    """What a table says about itself in its TXT record; always valid once constructed."""

    name: str
    game: str
    seats: int
    free: int
    host: str
    table: str
    proto: int = PROTO
    # The game's lobby options as chosen, key -> value, e.g. {"edition": "legends"}.
    options: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check(_fits(_IDENT, self.game), f"game must be a lowercase identifier: {self.game!r:.40}")
        _check(isinstance(self.options, Mapping), "options must be a mapping")
        _check(len(self.options) <= MAX_OPTIONS, f"more than {MAX_OPTIONS} options")
        for key, value in self.options.items():
            _check(_fits(_IDENT, key), f"an option must be a lowercase identifier: {key!r:.40}")
            _check(_fits(_OPTION_VALUE, value), f"option {key}: bad value {value!r:.40}")
        object.__setattr__(self, "options", dict(sorted(self.options.items())))  # a copy
        _check(_in_range(self.proto, 0, _MAX_PROTO), f"proto must be 0..{_MAX_PROTO}")
        _check(_in_range(self.seats, 1, MAX_SEATS), f"seats must be 1..{MAX_SEATS}")
        _check(_in_range(self.free, 0, self.seats), f"free seats must be 0..{self.seats}")
        _check(_fits(_HOST, self.host), f"host must be 1-64 visible ASCII: {self.host!r:.40}")
        _check(_fits(_TABLE_ID, self.table), f"table must be 32 lowercase hex: {self.table!r:.40}")
        name = self.name
        _check(isinstance(name, str) and name.strip() != "", "the table name is empty")
        size = len(name.encode("utf-8", "replace"))
        _check(size <= MAX_NAME_BYTES, f"the table name is too long ({size} > {MAX_NAME_BYTES})")
        _check(name == name.strip(), "the table name starts or ends with a space")
        _check(not any(map(_forbidden, name)), "the table name has control or direction marks")

    def __hash__(self) -> int:
        """By the TXT record (the options are a dict, which has no hash of its own)."""
        return hash(tuple(self.to_txt().items()))

    def to_txt(self) -> dict[str, str]:
        """The TXT properties announcing this table."""
        keys = ("proto", "game", "seats", "free", "name", "host", "table")
        txt = {key: str(getattr(self, key)) for key in keys}
        txt.update({OPTION_PREFIX + key: value for key, value in sorted(self.options.items())})
        if LEGACY_KEY in self.options:  # for clients before `opt.` keys, which require it
            txt[LEGACY_KEY] = self.options[LEGACY_KEY]
        return txt

    @classmethod
    def from_txt(cls, props: Mapping[bytes, bytes | None]) -> TableAd:
        """Parse TXT properties strictly; anything missing or malformed is a DiscoveryError."""
        txt = _fold_keys(props)
        return cls(
            proto=_int_value(txt, "proto"),
            game=_text_value(txt, "game"),
            options=_options(txt),
            seats=_int_value(txt, "seats"),
            free=_int_value(txt, "free"),
            name=_text_value(txt, "name"),
            host=_text_value(txt, "host"),
            table=_text_value(txt, "table"),
        )


def _options(txt: Mapping[bytes, bytes | None]) -> dict[str, str]:
    """The `opt.<key>` entries; an older host's `edition` key is the option "edition"."""
    prefix = OPTION_PREFIX.encode()
    found = {}
    for raw, value in txt.items():
        if raw.startswith(prefix):
            key = raw[len(prefix) :].decode("utf-8", "replace")  # checked as an identifier
            _check(value is not None, f"TXT key {OPTION_PREFIX + key!r} has no value")
            try:
                found[key] = bytes(value or b"").decode("utf-8")
            except UnicodeDecodeError:
                raise DiscoveryError(f"option {key!r} is not UTF-8") from None
    if LEGACY_KEY.encode() in txt and LEGACY_KEY not in found:
        found[LEGACY_KEY] = _text_value(txt, LEGACY_KEY)
    return dict(sorted(found.items()))


def _fold_keys(props: Mapping[bytes, bytes | None]) -> dict[bytes, bytes | None]:
    # TXT keys are case-insensitive and only a key's first occurrence counts
    # (RFC 6763 section 6.4); unknown keys are ignored so a minor addition needs no new proto.
    folded: dict[bytes, bytes | None] = {}
    for key, value in props.items():
        folded.setdefault(bytes(key).lower(), value)
    return folded


def _raw_value(txt: Mapping[bytes, bytes | None], key: str) -> bytes:
    if key.encode() not in txt:
        raise DiscoveryError(f"the TXT record has no {key!r} key")
    value = txt[key.encode()]
    if value is None:
        raise DiscoveryError(f"TXT key {key!r} has no value")
    return bytes(value)


def _text_value(txt: Mapping[bytes, bytes | None], key: str) -> str:
    raw = _raw_value(txt, key)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DiscoveryError(f"TXT key {key!r} is not UTF-8: {raw[:40]!r}") from None


def _int_value(txt: Mapping[bytes, bytes | None], key: str) -> int:
    raw = _raw_value(txt, key)
    if len(raw) > _MAX_INT_DIGITS or not _DECIMAL.fullmatch(raw):
        raise DiscoveryError(f"TXT key {key!r} is not a small decimal number: {raw[:40]!r}")
    return int(raw)


@dataclass(frozen=True)
class Listing:
    """A table as a lobby sees it: the ad, where to connect, and whether its host answers.

    `state` is the lobby's last check (net/protocol/listings.py): "not answering" with `why` (for
    testers, English) is never joinable. A listing made without one (tests, a caller that
    checked the table itself) is "open"."""

    ad: TableAd
    address: str
    port: int
    service: str
    addresses: tuple[str, ...] = ()
    state: TableState = "open"
    why: str = ""

    @property
    def joinable(self) -> bool:
        """Its host answers and a seat is free."""
        return self.state == "open" and self.ad.free > 0

    @property
    def where(self) -> str:
        """host:port, an IPv6 address in brackets."""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{host}:{self.port}"


def listing_from_info(
    service: str, props: Mapping[bytes, bytes | None], addresses: Sequence[str], port: int | None
) -> Listing:
    """Judge a resolved service: a Listing, or a DiscoveryError saying why it cannot be joined."""
    # `proto` is read before anything else: a newer protocol may change every other key,
    # and "needs a newer Tavolata" is more useful to a person than "missing key".
    proto = _int_value(_fold_keys(props), "proto")
    if proto != PROTO:
        raise OtherProtocol(proto)
    ad = TableAd.from_txt(props)
    _check(bool(addresses), "the table announced no address")
    if port is None or not 1 <= port <= 65535:
        raise DiscoveryError(f"the table announced a bad port: {port}")
    return Listing(ad, addresses[0], port, service, tuple(addresses))


@dataclass(frozen=True)
class LobbyEvent:
    """A change in the lobby: listing is None for "invalid" and for removing an invalid one.

    `reason`: why it cannot be joined ("invalid"), or why a listed table left ("removed"
    after it stopped answering; empty when its host withdrew it)."""

    kind: EventKind
    service: str
    listing: Listing | None = None
    reason: str = ""
    # For a table of another protocol version: (the table's, ours), so a window can say
    # "needs a newer Tavolata" in its own words.
    versions: tuple[int, int] | None = None
