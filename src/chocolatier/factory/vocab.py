"""The words of Chocolate Factory's data, as types: chocolate kinds, icons, stores, slots,
roles, days and phases. The card data (:mod:`.cards`) and the tables (:mod:`.table`) are typed
with them, so the views built from them (:mod:`.view`) type-check against the contract
(:mod:`.contract`, which declares views with these types); tests check each one against the
engine's constants."""

from __future__ import annotations

from typing import Literal

ChocolateKind = Literal["bean", "cocoa", "chunk", "finger", "caramel", "nut", "boxed"]
Icon = Literal[
    "bean", "cocoa", "chunk", "finger", "caramel", "nut", "boxed", "bar", "wrapped", "refined",
    "any",
]
OrderIcon = Literal["chunk", "finger", "caramel", "nut", "boxed", "bar", "wrapped", "refined"]
StoreId = Literal["palace", "fresh", "salter", "house", "dunstan"]
SlotName = Literal["T1", "T2", "T3", "T4", "B1", "B2", "B3", "B4"]
Size = Literal["small", "medium", "large"]
Role = Literal[
    "director", "miner", "operator", "salesman", "clerk", "decorator", "mechanic",
    "corner_shop_agent", "expert_miner", "expert_operator", "dealer", "engineer", "supervisor",
    "department_store_agent", "packer", "technician",
    "foreman", "master_packer", "artisan", "porter", "broker", "fixer",
]
StepMode = Literal["turns", "simultaneous"]
TableMode = Literal["turns", "simultaneous", "mixed"]
Phase = Literal["draft", "run", "fulfil", "agent", "cleanup", "over"]
DayName = Literal["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
CheckKind = Literal["money", "corner_shop", "department_store", "chocolate_order", "special_order"]
