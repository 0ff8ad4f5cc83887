"""Read-only JSON containers, so one built piece of JSON can be shared by many views.

``FrozenDict`` and ``FrozenList`` are ``dict`` and ``list`` subclasses: they compare equal to,
and ``json``/``orjson`` serialise them exactly like, plain ones, but every in-place change
raises ``TypeError``. Copying one (``copy``, ``deepcopy``, pickling) gives plain, mutable
containers, since whoever copies a view means to change the copy.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any, NoReturn, TypeVar, cast

_READ_ONLY = "a view's shared card data is read-only; copy it before changing it"


def _refuse(*_args: object, **_kwargs: object) -> NoReturn:
    raise TypeError(_READ_ONLY)


class FrozenDict(dict[str, Any]):
    """A ``dict`` that refuses changes."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return {key: copy.deepcopy(value, memo) for key, value in self.items()}

    def __reduce__(self) -> tuple[type[dict[str, Any]], tuple[dict[str, Any]]]:
        return dict, (dict(self),)


class FrozenList(list[Any]):
    """A ``list`` that refuses changes."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = clear = extend = insert = pop = remove = reverse = sort = _refuse

    def __copy__(self) -> list[Any]:
        return list(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> list[Any]:
        return [copy.deepcopy(value, memo) for value in self]

    def __reduce__(self) -> tuple[type[list[Any]], tuple[list[Any]]]:
        return list, (list(self),)


def frozen(value: Any) -> Any:
    """``value`` with every dict and list in it (recursively) made read-only."""
    if isinstance(value, dict):
        return FrozenDict({key: frozen(item) for key, item in value.items()})
    if isinstance(value, list):
        return FrozenList(frozen(item) for item in value)
    return value


_D = TypeVar("_D")
_T = TypeVar("_T")


def frozen_as(value: _D) -> _D:
    """:func:`frozen` of ``value``, typed as ``value`` (a contract TypedDict stays one: a
    frozen copy has the same keys and values)."""
    return cast(_D, frozen(value))


def frozen_dict(value: _D) -> _D:
    """``value`` (a dict whose values are already shared or plain) as a ``FrozenDict``, typed
    as it was."""
    return cast(_D, FrozenDict(cast(dict[str, Any], value)))


def frozen_list(items: Iterable[_T]) -> list[_T]:
    """``items`` as a ``FrozenList``, typed as the list it reads as."""
    return cast(list[_T], FrozenList(items))
