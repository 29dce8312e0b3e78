#!/usr/bin/env bash
# The blackwhite command line beyond fixed outputs: play driven through a
# pipe, validate's silence, gen's reproducibility and validity, analyze's
# streaming list, and agreement between commands.
. "$(dirname "$0")/../cli/lib.sh"

# --- play through a pipe -------------------------------------------------
# Perfect play as white on gaps 2 and 3 (d = 1): equalise, then copy black.
run $'hint\n6-7\n9-8\n7-8\n8-9\n' blackwhite play --side white --position W..B.W...B
[ "$rc" -eq 0 ] || fail "play exited $rc: $err"
[ -z "$err" ] || fail "play wrote to stderr: $err"
case "$out" in *"Hint: you win with 6-7"*) ;; *) fail "no hint in: $out" ;; esac
case "$out" in *"Illegal move: cell 9 is empty."*) ;; *) fail "illegal move not refused: $out" ;; esac
case "$out" in *"I move 4-3 (black moves the piece on cell 4 to cell 3)."*) ;; *) fail "no reply: $out" ;; esac
case "$out" in *"black cannot move and loses. You win!") ;; *) fail "game did not end in a win: $out" ;; esac

# Every kind of refusal, each with its reason, then a clean end at end of input.
run $'1-2 6-7\n4-3\n2-3\n6-5\n6-6\n6-10\n6-99\nfoo\n6_7\n\nboard\nhelp\n' \
  blackwhite play --side white --position W..B.W...B
[ "$rc" -eq 0 ] || fail "play exited $rc"
for reason in "at most d = 1 piece; this one takes 2" "cell 4 holds a black piece; white moves only white pieces" \
  "cell 2 is empty" "white pieces move right only; cell 5 is left of cell 6" "must move at least one cell" \
  "may not land on or jump over the black piece on cell 10" "cell 99 is off the board (cells 1 to 10)" \
  "I cannot read 'foo'" "I cannot read '6_7'" "Rules: white pieces move right" \
  "End of input: the game is abandoned."; do
  case "$out" in *"$reason"*) ;; *) fail "play output lacks [$reason]" ;; esac
done
[ "$(grep -c '^Your move (white): ' <<<"$out")" -ge 12 ] || fail "not every answer was read"

# The computer as white wins a won position whatever black does; black's moves with d = 2.
run $'10-9\n4-3\n9-8\n3-2\n8-7 2-1\n' blackwhite play --side black --d 2 --position W..B.W...B
[ "$rc" -eq 0 ] || fail "play as black exited $rc"
case "$out" in *"I win."*) ;; *) fail "the perfect player did not win a won position: $out" ;; esac

# Side and position asked for on standard input; 'quit' ends the game.
run $'purple\nblack\nW.X\nW..B.W...B\nquit\n' blackwhite play
case "$out" in *"Please answer white or black."*) ;; *) fail "bad side accepted: $out" ;; esac
case "$out" in *"That is not a position: column 3:"*) ;; *) fail "bad position accepted: $out" ;; esac
case "$out" in *"I move 6-7"*"You resign; white wins."*) ;; *) fail "quit/first move wrong: $out" ;; esac
# End of input while setting up is clean too.
run "" blackwhite play
[ "$rc" -eq 0 ] || fail "play at once at end of input exited $rc"
case "$out" in *"End of input: the game is abandoned."*) ;; *) fail "no clean end: $out" ;; esac
# A random position from --seed is the same every time, and an empty answer draws one (seed 1).
run $'quit\n' blackwhite play --side white --seed 5 --n 12 --k 6
first=$out
run $'quit\n' blackwhite play --side white --seed 5 --n 12 --k 6
[ "$out" = "$first" ] || fail "play --seed is not reproducible"
run $'white\n\nquit\n' blackwhite play --n 12 --k 6
run2=$out
run $'quit\n' blackwhite play --side white --seed 1 --n 12 --k 6
[ "${run2#*random one: }" != "$run2" ] || fail "no position prompt"
[ "$(tail -n 4 <<<"$out" | head -n 2)" = "$(tail -n 4 <<<"$run2" | head -n 2)" ] ||
  fail "the empty answer does not draw seed 1's position"

# Odd lines: CRLF endings, blank lines, surrounding blanks, a number too long
# for any board (shown as typed), a NUL byte inside a move, and end of input
# in the middle of a line.
printf 'black\r\nW..B.W...B\r\n\r\n  99999999999999999999-1  \r\n10-9\0junk\r\n10-9\r\n8-7' \
  >"$scratch/odd"
"$LUDIC" blackwhite play <"$scratch/odd" >"$scratch/out" 2>"$scratch/err"
rc=$?
out=$(tr -d '\0' <"$scratch/out")
[ "$rc" -eq 0 ] || fail "play with odd lines exited $rc: $(cat "$scratch/err")"
[ ! -s "$scratch/err" ] || fail "play with odd lines wrote to stderr: $(cat "$scratch/err")"
for want in "You play black, I play white" "I move 6-7" \
  "Illegal move: cell 99999999999999999999 is off the board (cells 1 to 10)." \
  "I cannot read '10-9?junk'" "Your move (black): 8-7" "End of input: the game is abandoned."; do
  case "$out" in *"$want"*) ;; *) fail "play with odd lines lacks [$want]: $out" ;; esac
done
case "$out" in *$'\r'*) fail "play echoed a carriage return" ;; esac
[ "$(grep -c '^Your move (black): ' <<<"$out")" -eq 6 ] || fail "play with odd lines: not 6 answers read: $out"

# --- validate: silent success, testlib-style -----------------------------
expect_out $'10 4 2\n' "" blackwhite validate
expect_out $'10000 100 100\n' "" blackwhite validate
expect_out $'1000000000000000000 1000 1\n' "" blackwhite validate --extended

# --- gen: reproducible, valid, and different seeds differ -----------------
run "" blackwhite gen --seed 42
a=$out
run "" blackwhite gen --seed 42
[ "$out" = "$a" ] || fail "gen --seed 42 differs between runs"
distinct=$(for s in 1 2 3 4 5 6 7 8 9 10; do "$LUDIC" blackwhite gen --seed $s; done | sort -u | wc -l)
[ "$distinct" -ge 9 ] || fail "gen: only $distinct distinct inputs from 10 seeds"
for s in 0 1 2 3 4 5 6 7 8 9 18446744073709551615; do
  "$LUDIC" blackwhite gen --seed $s >"$scratch/g" || fail "gen --seed $s failed"
  "$LUDIC" blackwhite validate "$scratch/g" || fail "gen --seed $s is not valid: $(cat "$scratch/g")"
  "$LUDIC" blackwhite "$scratch/g" >/dev/null || fail "solve cannot read gen --seed $s"
done
for s in 1 2 3; do
  "$LUDIC" blackwhite gen --seed $s --n 1000000000000000000 --k 1000 >"$scratch/g"
  "$LUDIC" blackwhite validate --extended "$scratch/g" || fail "extended gen not valid"
done
run "" blackwhite gen --seed 3 --n 12 --k 6 --d 2
[ "$out" = "12 6 2" ] || fail "gen with every field fixed printed [$out]"

# --- solve and brute agree; the file argument and '-' work ---------------
for args in "12 6 3" "11 4 1" "14 8 8" "9 2 2"; do
  printf '%s\n' "$args" >"$scratch/in"
  want=$("$LUDIC" blackwhite brute "$scratch/in")
  expect_out "$args" "$want" blackwhite
  expect_out "$args" "$want" blackwhite solve -
done

# --- analyze - : bytes a shell variable cannot hold ---------------------
# A NUL byte in the position is an error at its column, not the end of the board.
printf 'W.B\0W.B\n' >"$scratch/nul"
"$LUDIC" blackwhite analyze - <"$scratch/nul" >"$scratch/out" 2>"$scratch/err"
rc=$?
[ "$rc" -eq 2 ] || fail "analyze - with a NUL byte exited $rc"
[ ! -s "$scratch/out" ] || fail "analyze - with a NUL byte wrote to stdout: $(cat "$scratch/out")"
grep -q "^ludic: POSITION:1:4: " "$scratch/err" && grep -qF "found '\\x00'" "$scratch/err" ||
  fail "analyze - with a NUL byte: $(cat "$scratch/err")"

# --- analyze --all streams, and --limit stops it --------------------------
sixty=$(for i in $(seq 60); do printf 'W.B'; done)
run "" blackwhite analyze --all --limit 5 --d 30 "$sixty"
[ "$rc" -eq 0 ] || fail "analyze --limit exited $rc"
[ "$(grep -c '^  [0-9]' <<<"$out")" -eq 5 ] || fail "--limit 5 did not list 5 moves"
case "$out" in *"Stopped after 5 winning moves (--limit); there are more."*) ;; *) fail "no stop note: $out" ;; esac
# C(60, 29) moves: the first 100000 arrive quickly through a pipe that closes early.
lines=$("$LUDIC" blackwhite analyze --all --d 30 "$sixty" | head -n 100000 | wc -l)
[ "$lines" -eq 100000 ] || fail "streaming --all gave $lines lines"
run "" blackwhite analyze --json --all --limit 2 --d 30 "$sixty"
case "$out" in *'"complete":false}') ;; *) fail "JSON with --limit is not marked incomplete" ;; esac
run "" blackwhite analyze --json --d 30 "$sixty"
case "$out" in *'"complete":false}') ;; *) fail "JSON single move is not marked incomplete" ;; esac
finish
