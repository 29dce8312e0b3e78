"""The module's ctypes structs against the C compiler's layout of the headers'
structs (sizes and every field's offset, printed by python_struct_layouts.c)."""

import ctypes
import os
import subprocess

import pytest

from ludic import _lib

C_NAMES = {
    "ludic_error": _lib.CError,
    "ludic_limits": _lib.CLimits,
    "ludic_blackwhite_params": _lib.BwParams,
    "ludic_blackwhite_probability": _lib.BwProbability,
    "ludic_blackwhite_step": _lib.BwStep,
    "ludic_jenga_tower": _lib.JgTower,
    "ludic_jenga_dice": _lib.JgDice,
    "ludic_jenga_move": _lib.JgMove,
    "ludic_jenga_stats": _lib.JgStats,
    "ludic_jenga_option": _lib.JgOption,
    "ludic_jenga_sim": _lib.JgSim,
    "ludic_mahjong_game": _lib.MjGame,
    "ludic_mahjong_names": _lib.MjNames,
    "ludic_mahjong_automaton_sizes": _lib.MjAutomatonSizes,
    "ludic_mahjong_stats": _lib.MjStats,
    "ludic_mahjong_dist": _lib.MjDist,
    "ludic_riichi_shanten": _lib.RiShanten,
    "ludic_riichi_effective": _lib.RiEffective,
    "ludic_riichi_discard": _lib.RiDiscard,
    "ludic_riichi_discards": _lib.RiDiscards,
    "ludic_riichi_tiles": _lib.RiTiles,
    "ludic_riichi_draw_odds": _lib.RiDrawOdds,
    "ludic_riichi_draw_discard": _lib.RiDrawDiscard,
    "ludic_riichi_draw_discards": _lib.RiDrawDiscards,
    "ludic_riichi_draw_choice": _lib.RiDrawChoice,
    "ludic_riichi_draw_advice": _lib.RiDrawAdvice,
    "ludic_riichi_draw_simulation": _lib.RiDrawSimulation,
}


def c_layouts():
    path = os.environ.get("LUDIC_STRUCT_LAYOUTS")
    if not path:
        pytest.skip("LUDIC_STRUCT_LAYOUTS is not set to python_struct_layouts (CTest sets it)")
    out = subprocess.run([path], capture_output=True, text=True, check=True).stdout
    sizes, offsets, constants = {}, {}, {}
    for line in out.splitlines():
        name, *rest = line.split()
        if rest[0] == "size":
            sizes[name] = int(rest[1])
        elif rest[0] == "const":
            constants[name] = int(rest[1])
        else:
            offsets[name] = int(rest[0])
    return sizes, offsets, constants


def test_every_struct_matches_the_header():
    sizes, offsets, _ = c_layouts()
    assert set(sizes) == set(C_NAMES)
    declared = {cls for cls in vars(_lib).values()
                if isinstance(cls, type) and issubclass(cls, ctypes.Structure)}
    assert declared == set(C_NAMES.values())  # none left unchecked
    for c_name, cls in C_NAMES.items():
        assert ctypes.sizeof(cls) == sizes[c_name], c_name
        fields = [f[0] for f in cls._fields_]
        assert {f"{c_name}.{f}" for f in fields} == {k for k in offsets if k.split(".")[0] == c_name}
        for f in fields:
            assert getattr(cls, f).offset == offsets[f"{c_name}.{f}"], f"{c_name}.{f}"


def test_riichi_constants_and_enums_match_the_header():
    _, _, c = c_layouts()
    from ludic import riichi as r
    p = "LUDIC_RIICHI_"
    assert c.pop(p + "KINDS") == r.KINDS == _lib.RIICHI_KINDS
    assert c.pop(p + "SANMA") == r._SANMA
    assert c.pop(p + "NO_FORM") == r.NO_FORM
    assert c.pop(p + "MAX_DISCARDS") == r.MAX_DISCARDS
    assert c.pop(p + "MAX_DRAWS") == r.MAX_DRAWS
    assert c.pop(p + "DEFAULT_DRAWS") == r.DEFAULT_DRAWS
    assert c.pop(p + "MAX_GAMES") == r.MAX_GAMES
    for prefix, enum in (("FORM_", r.Form), ("POLICY_", r.Policy), ("WALL_", r.WallRule)):
        assert {m.name: int(m) for m in enum} == {
            k[len(p + prefix):]: c.pop(k) for k in list(c) if k.startswith(p + prefix)}
    assert not c  # every constant printed is checked
