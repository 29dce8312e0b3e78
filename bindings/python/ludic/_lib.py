"""Finding and loading libludic, and its C declarations for ctypes.

Internal: the public modules wrap these in Python types. Every struct here
mirrors one of include/ludic/*.h field for field; the tests compare sizes and
offsets with the C compiler's (tests/python_struct_layouts.c).

Where the library is looked for, in order:
1. the path in the environment variable LUDIC_LIBRARY (only there, if set);
2. ctypes.util.find_library("ludic") (the linker cache: an installed
   libludic.so.1 after ldconfig);
3. libludic.so.1 by name (LD_LIBRARY_PATH, the cache, /lib, /usr/lib), then
   in the usual install directories below (cmake --install's default prefix
   is /usr/local).
"""

import ctypes
import ctypes.util
import os
import sysconfig

SONAME = "libludic.so.1"

_INSTALL_DIRS = [
    "/usr/local/lib",
    "/usr/local/lib64",
    "/usr/lib",
    "/usr/lib64",
]
_multiarch = sysconfig.get_config_var("MULTIARCH")
if _multiarch:
    _INSTALL_DIRS[1:1] = ["/usr/local/lib/" + _multiarch]
    _INSTALL_DIRS.append("/usr/lib/" + _multiarch)


def _candidates():
    found = ctypes.util.find_library("ludic")
    if found:
        yield found
    yield SONAME
    for d in _INSTALL_DIRS:
        yield os.path.join(d, SONAME)


def _load():
    explicit = os.environ.get("LUDIC_LIBRARY")
    if explicit:
        try:
            return ctypes.CDLL(explicit), explicit
        except OSError as e:
            raise ImportError(
                f"ludic: cannot load the library named by LUDIC_LIBRARY={explicit!r}: {e}"
            ) from None
    tried = []
    for name in _candidates():
        try:
            return ctypes.CDLL(name), name
        except OSError as e:
            tried.append(f"{name} ({e})")
    raise ImportError(
        "ludic: cannot find the shared library " + SONAME + ". Install ludic "
        "(cmake --install build/release, then ldconfig) or set LUDIC_LIBRARY to the "
        "path of " + SONAME + ". Tried: " + "; ".join(tried)
    )


lib, path = _load()

# ---- ludic.h ------------------------------------------------------------------

c_status = ctypes.c_int  # ludic_status, an enum
MESSAGE_SIZE = 256
EXTENDED = 1
SOLVE_DECIMAL = 1
SOLVE_JSON = 2
DEFAULT_MAX_MEMORY = 16 << 30


class CError(ctypes.Structure):
    _fields_ = [
        ("status", c_status),
        ("line", ctypes.c_ulong),
        ("column", ctypes.c_ulong),
        ("message", ctypes.c_char * MESSAGE_SIZE),
    ]


PROGRESS_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64)


class CLimits(ctypes.Structure):
    _fields_ = [
        ("max_memory", ctypes.c_uint64),
        ("threads", ctypes.c_uint),
        ("progress", PROGRESS_FN),
        ("progress_ctx", ctypes.c_void_p),
    ]


# ---- blackwhite.h ---------------------------------------------------------------


class BwParams(ctypes.Structure):
    _fields_ = [("n", ctypes.c_uint64), ("k", ctypes.c_uint64), ("d", ctypes.c_uint64)]


class BwProbability(ctypes.Structure):
    _fields_ = [
        ("win", ctypes.c_double),
        ("lose", ctypes.c_double),
        ("error_bound", ctypes.c_double),
        ("lose_error_bound", ctypes.c_double),
    ]


class BwStep(ctypes.Structure):
    _fields_ = [("from", ctypes.c_uint32), ("to", ctypes.c_uint32)]


BW_MOVE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(BwStep), ctypes.c_size_t, ctypes.c_void_p)

# ---- jenga.h ----------------------------------------------------------------------

JENGA_MAX_LEVELS = 64


class JgTower(ctypes.Structure):
    _fields_ = [("levels", ctypes.c_uint32), ("cell", (ctypes.c_uint8 * 3) * JENGA_MAX_LEVELS)]


class JgDice(ctypes.Structure):
    _fields_ = [
        ("green", ctypes.c_uint32),
        ("blue", ctypes.c_uint32),
        ("red", ctypes.c_uint32),
        ("black", ctypes.c_uint32),
    ]


class JgMove(ctypes.Structure):
    _fields_ = [
        ("from_level", ctypes.c_uint32),
        ("from_position", ctypes.c_uint8),
        ("color", ctypes.c_uint8),
        ("to_position", ctypes.c_uint8),
        ("new_level", ctypes.c_uint8),
    ]


class JgStats(ctypes.Structure):
    _fields_ = [
        ("states", ctypes.c_uint64),
        ("groups", ctypes.c_uint64),
        ("lookups", ctypes.c_uint64),
        ("memory", ctypes.c_uint64),
        ("memory_bound", ctypes.c_uint64),
        ("symmetric", ctypes.c_int),
    ]


class JgOption(ctypes.Structure):
    _fields_ = [("move", JgMove), ("expected", ctypes.c_double)]


class JgSim(ctypes.Structure):
    _fields_ = [
        ("games", ctypes.c_uint64),
        ("mean", ctypes.c_double),
        ("stddev", ctypes.c_double),
        ("std_error", ctypes.c_double),
        ("ci99_low", ctypes.c_double),
        ("ci99_high", ctypes.c_double),
        ("shortest", ctypes.c_uint64),
        ("longest", ctypes.c_uint64),
    ]


# ---- mahjong.h --------------------------------------------------------------------

_u8p = ctypes.POINTER(ctypes.c_uint8)
_dp = ctypes.POINTER(ctypes.c_double)


class MjGame(ctypes.Structure):
    _fields_ = [("kinds", ctypes.c_uint32), ("copies", _u8p), ("links", _u8p), ("hand", _u8p),
                ("flags", ctypes.c_uint32)]


class MjNames(ctypes.Structure):
    _fields_ = [
        ("kinds", ctypes.c_uint32),
        ("suit", ctypes.POINTER(ctypes.c_char)),
        ("rank", ctypes.POINTER(ctypes.c_uint32)),
    ]


class MjAutomatonSizes(ctypes.Structure):
    _fields_ = [
        ("states", ctypes.c_uint32),
        ("explored", ctypes.c_uint32),
        ("rounds", ctypes.c_uint32),
        ("symbols", ctypes.c_uint32),
        ("winning_state", ctypes.c_uint32),
        ("minimised", ctypes.c_int),
    ]


class MjStats(ctypes.Structure):
    _fields_ = [
        ("states", ctypes.c_uint32),
        ("explored", ctypes.c_uint32),
        ("wall", ctypes.c_uint32),
        ("max_losing", ctypes.c_uint32),
        ("cells", ctypes.c_uint64),
        ("memory", ctypes.c_uint64),
    ]


class MjDist(ctypes.Structure):
    _fields_ = [
        ("wall", ctypes.c_uint32),
        ("last", ctypes.c_uint32),
        ("expected", ctypes.c_double),
        ("p", _dp),
        ("cdf", _dp),
        ("survival", _dp),
    ]


# ---- riichi.h ---------------------------------------------------------------------

RIICHI_KINDS = 34
RIICHI_MAX_DISCARDS = 14
RIICHI_MAX_DRAWS = 32
_u8 = ctypes.c_uint8


class RiShanten(ctypes.Structure):
    _fields_ = [
        ("min", ctypes.c_int),
        ("standard", ctypes.c_int),
        ("seven_pairs", ctypes.c_int),
        ("thirteen_orphans", ctypes.c_int),
    ]


class RiEffective(ctypes.Structure):
    _fields_ = [
        ("shanten", ctypes.c_int),
        ("kinds", ctypes.c_uint),
        ("total", ctypes.c_uint),
        ("kind", _u8 * RIICHI_KINDS),
        ("count", _u8 * RIICHI_KINDS),
    ]


class RiDiscard(ctypes.Structure):
    _fields_ = [("kind", _u8), ("after", RiEffective)]


class RiDiscards(ctypes.Structure):
    _fields_ = [
        ("shanten", ctypes.c_int),
        ("count", ctypes.c_uint),
        ("row", RiDiscard * RIICHI_MAX_DISCARDS),
    ]


class RiTiles(ctypes.Structure):
    _fields_ = [("counts", _u8 * RIICHI_KINDS), ("red", _u8 * 3), ("total", ctypes.c_uint)]


class RiDrawOdds(ctypes.Structure):
    _fields_ = [
        ("shanten", ctypes.c_int),
        ("draws", ctypes.c_uint),
        ("wall", ctypes.c_uint),
        ("win", ctypes.c_double * RIICHI_MAX_DRAWS),
        ("tenpai", ctypes.c_double * RIICHI_MAX_DRAWS),
        ("hands", ctypes.c_size_t),
    ]


class RiDrawDiscard(ctypes.Structure):
    _fields_ = [("kind", _u8), ("odds", RiDrawOdds)]


class RiDrawDiscards(ctypes.Structure):
    _fields_ = [
        ("shanten", ctypes.c_int),
        ("count", ctypes.c_uint),
        ("hands", ctypes.c_size_t),
        ("row", RiDrawDiscard * RIICHI_MAX_DISCARDS),
    ]


class RiDrawChoice(ctypes.Structure):
    _fields_ = [
        ("draw", _u8),
        ("copies", _u8),
        ("complete", _u8),
        ("discard", _u8),
        ("shanten", ctypes.c_int),
        ("options", ctypes.c_uint),
        ("win", ctypes.c_double),
        ("keep", ctypes.c_double),
    ]


class RiDrawAdvice(ctypes.Structure):
    _fields_ = [
        ("shanten", ctypes.c_int),
        ("draws", ctypes.c_uint),
        ("wall", ctypes.c_uint),
        ("win", ctypes.c_double),
        ("count", ctypes.c_uint),
        ("hands", ctypes.c_size_t),
        ("row", RiDrawChoice * RIICHI_KINDS),
    ]


_draw_row = ctypes.c_double * RIICHI_MAX_DRAWS


class RiDrawSimulation(ctypes.Structure):
    _fields_ = [
        ("draws", ctypes.c_uint),
        ("wall", ctypes.c_uint),
        ("games", ctypes.c_uint64),
        ("seed", ctypes.c_uint64),
        ("rule", ctypes.c_int),
        ("win", _draw_row),
        ("win_low", _draw_row),
        ("win_high", _draw_row),
        ("tenpai", _draw_row),
        ("tenpai_low", _draw_row),
        ("tenpai_high", _draw_row),
        ("bounded", ctypes.c_int),
        ("bound", _draw_row),
        ("hands", ctypes.c_size_t),
    ]


# ---- function prototypes ----------------------------------------------------------

P = ctypes.POINTER
_err = P(CError)
_sz = ctypes.c_size_t
_szp = P(ctypes.c_size_t)
_str = ctypes.c_char_p  # NUL-terminated input (or NULL)
_buf = ctypes.c_void_p  # text input with a length, or an output buffer (may be NULL)
_u32, _u64 = ctypes.c_uint32, ctypes.c_uint64
_int, _uint, _dbl, _vp = ctypes.c_int, ctypes.c_uint, ctypes.c_double, ctypes.c_void_p

# name: (result type, argument types...)
_PROTOTYPES = {
    "ludic_version": (_str,),
    "ludic_status_str": (_str, c_status),
    "ludic_solve_text": (c_status, _str, _buf, _sz, _uint, _buf, _sz, _szp, _err),
    # blackwhite
    "ludic_blackwhite_parse": (c_status, _buf, _sz, _uint, P(BwParams), _err),
    "ludic_blackwhite_validate": (c_status, _buf, _sz, _uint, P(BwParams), _err),
    "ludic_blackwhite_check_params": (c_status, P(BwParams), _err),
    "ludic_blackwhite_solve": (c_status, P(BwParams), P(_u32), _err),
    "ludic_blackwhite_solve_probability": (c_status, P(BwParams), P(BwProbability), _err),
    "ludic_blackwhite_generate": (c_status, _u64, P(BwParams), P(BwParams), _err),
    "ludic_blackwhite_format": (c_status, P(BwParams), _buf, _sz, _szp, _err),
    "ludic_blackwhite_parse_position": (c_status, _buf, _sz, _uint, P(_vp), _err),
    "ludic_blackwhite_generate_position": (c_status, _u64, _u64, _u64, P(_vp), _err),
    "ludic_blackwhite_position_copy": (c_status, _vp, P(_vp), _err),
    "ludic_blackwhite_position_free": (None, _vp),
    "ludic_blackwhite_position_cells": (_sz, _vp),
    "ludic_blackwhite_position_pairs": (_sz, _vp),
    "ludic_blackwhite_position_white": (_u32, _vp, _sz),
    "ludic_blackwhite_position_black": (_u32, _vp, _sz),
    "ludic_blackwhite_position_gap": (_u32, _vp, _sz),
    "ludic_blackwhite_format_position": (c_status, _vp, _buf, _sz, _szp, _err),
    "ludic_blackwhite_position_is_over": (_int, _vp),
    "ludic_blackwhite_solve_position": (c_status, _vp, _u64, _int, P(_int), _err),
    "ludic_blackwhite_list_winning_moves": (c_status, _vp, _u64, _int, BW_MOVE_FN, _vp, _err),
    "ludic_blackwhite_check_move": (c_status, _vp, _u64, _int, P(BwStep), _sz, _err),
    "ludic_blackwhite_play_move": (c_status, _vp, _u64, _int, P(BwStep), _sz, _err),
    "ludic_blackwhite_choose_move": (c_status, _vp, _u64, _int, P(BwStep), _sz, _szp, _err),
    "ludic_blackwhite_brute_solve": (c_status, P(BwParams), P(_u32), _err),
    "ludic_blackwhite_brute_solve_position": (
        c_status, _buf, _sz, _u64, _int, P(_int), BW_MOVE_FN, _vp, _err),
    # jenga
    "ludic_jenga_brute_solve": (c_status, P(JgTower), P(JgDice), P(CLimits), P(_dbl), _err),
    "ludic_jenga_default_dice": (JgDice,),
    "ludic_jenga_check_dice": (c_status, P(JgDice), _err),
    "ludic_jenga_check_tower": (c_status, P(JgTower), _err),
    "ludic_jenga_tower_blocks": (_u32, P(JgTower)),
    "ludic_jenga_parse": (c_status, _buf, _sz, _uint, P(JgTower), _err),
    "ludic_jenga_validate": (c_status, _buf, _sz, _uint, P(JgTower), _err),
    "ludic_jenga_format": (c_status, P(JgTower), _buf, _sz, _szp, _err),
    "ludic_jenga_generate": (c_status, _u64, _u32, P(JgTower), _err),
    "ludic_jenga_list_moves": (c_status, P(JgTower), _int, P(JgMove), _sz, _szp, _err),
    "ludic_jenga_tower_is_over": (_int, P(JgTower)),
    "ludic_jenga_play_move": (c_status, P(JgTower), P(JgMove), _err),
    "ludic_jenga_solver_create": (c_status, P(JgTower), P(JgDice), P(CLimits), P(_vp), _err),
    "ludic_jenga_solver_free": (None, _vp),
    "ludic_jenga_solver_expected": (_dbl, _vp),
    "ludic_jenga_solver_stats": (None, _vp, P(JgStats)),
    "ludic_jenga_solver_dice": (JgDice, _vp),
    "ludic_jenga_solver_tower": (P(JgTower), _vp),
    "ludic_jenga_solver_value": (c_status, _vp, P(JgTower), P(_dbl), _err),
    "ludic_jenga_solve": (c_status, P(JgTower), P(JgDice), P(CLimits), P(_dbl), P(JgStats), _err),
    "ludic_jenga_advise": (c_status, _vp, P(JgTower), _int, P(JgOption), _sz, _szp, _err),
    "ludic_jenga_simulate": (c_status, _vp, _u64, _u64, P(JgSim), _err),
    # mahjong
    "ludic_mahjong_game_clear": (None, P(MjGame)),
    "ludic_mahjong_brute_solve": (c_status, P(MjGame), P(_u32), P(_dbl), _dp, _sz, _err),
    "ludic_mahjong_brute_wins": (_int, P(MjGame), _u8p),
    "ludic_mahjong_check_layout": (c_status, P(MjGame), _err),
    "ludic_mahjong_check_game": (c_status, P(MjGame), _err),
    "ludic_mahjong_names_clear": (None, P(MjNames)),
    "ludic_mahjong_parse": (c_status, _buf, _sz, _uint, P(MjGame), P(MjNames), _err),
    "ludic_mahjong_parse_hand": (c_status, _buf, _sz, _int, _uint, P(MjGame), P(MjNames), _err),
    "ludic_mahjong_validate": (c_status, _buf, _sz, _uint, P(MjGame), _err),
    "ludic_mahjong_format_hand": (c_status, P(MjGame), P(MjNames), _buf, _sz, _szp, _err),
    "ludic_mahjong_generate": (c_status, _u64, _u32, _buf, _sz, _szp, _err),
    "ludic_mahjong_generate_preset": (c_status, _u64, _int, _buf, _sz, _szp, _err),
    "ludic_mahjong_automaton_create": (c_status, P(MjGame), _uint, P(_vp), _err),
    "ludic_mahjong_automaton_free": (None, _vp),
    "ludic_mahjong_automaton_info": (None, _vp, P(MjAutomatonSizes)),
    "ludic_mahjong_automaton_step": (_u32, _vp, _u32, _int, _uint),
    "ludic_mahjong_automaton_wins": (_int, _vp, P(MjGame), _u8p),
    "ludic_mahjong_solve": (c_status, P(MjGame), _vp, P(CLimits), P(_u32), P(MjStats), _err),
    "ludic_mahjong_solve_distribution": (
        c_status, P(MjGame), _vp, P(CLimits), P(MjDist), P(MjStats), _err),
    "ludic_mahjong_dist_clear": (None, P(MjDist)),
    "ludic_mahjong_format_svg": (c_status, P(MjDist), _str, _buf, _sz, _szp, _err),
    # riichi
    "ludic_riichi_compute_shanten": (c_status, _u8p, _uint, P(RiShanten), _err),
    "ludic_riichi_brute_shanten": (c_status, _u8p, _uint, P(RiShanten), _err),
    "ludic_riichi_compute_effective": (c_status, _u8p, _u8p, _int, _uint, P(RiEffective), _err),
    "ludic_riichi_compute_discards": (c_status, _u8p, _u8p, _int, _uint, P(RiDiscards), _err),
    "ludic_riichi_parse_tiles": (c_status, _buf, _sz, _uint, P(RiTiles), _err),
    "ludic_riichi_parse_meld": (c_status, _buf, _sz, _uint, P(RiTiles), _err),
    "ludic_riichi_compute_wall": (
        c_status, P(RiTiles), P(RiTiles), _sz, P(RiTiles), _uint, _u8p, _err),
    "ludic_riichi_kind_name": (_str, _uint),
    "ludic_riichi_format_tiles": (c_status, _u8p, _u8p, _buf, _sz, _szp, _err),
    "ludic_riichi_compute_expected_draws": (
        c_status, _u8p, _u8p, P(CLimits), _uint, P(_dbl), _err),
    "ludic_riichi_compute_draw_odds": (
        c_status, _u8p, _u8p, _uint, _int, P(CLimits), _uint, P(RiDrawOdds), _err),
    "ludic_riichi_compute_draw_discards": (
        c_status, _u8p, _u8p, _uint, _int, P(CLimits), _uint, P(RiDrawDiscards), _err),
    "ludic_riichi_compute_draw_advice": (
        c_status, _u8p, _u8p, _uint, _int, P(CLimits), _uint, P(RiDrawAdvice), _err),
    "ludic_riichi_simulate_draws": (
        c_status, _u8p, _u8p, _uint, _int, _int, _u64, _u64, P(CLimits), _uint,
        P(RiDrawSimulation), _err),
    "ludic_riichi_format_draw_svg": (c_status, P(RiDrawDiscards), _str, _buf, _sz, _szp, _err),
}


def _declare():
    missing = []
    for name, (restype, *argtypes) in _PROTOTYPES.items():
        try:
            fn = getattr(lib, name)
        except AttributeError:
            missing.append(name)
            continue
        fn.restype = restype
        fn.argtypes = argtypes
    if missing:
        raise ImportError(
            f"ludic: the library {path} lacks {', '.join(missing)}: it is older than this "
            "module (1.0); install the matching libludic or point LUDIC_LIBRARY at it"
        )


_declare()
