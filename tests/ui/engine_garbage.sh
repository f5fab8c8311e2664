#!/bin/sh
# engine_garbage.sh: an engine's output is drawn as text. Silver's engine
# (tests/aei/fake-engine.sh garbage) answers its first go with a line
# holding ^A and the escape sequence that clears the screen; the report of
# its last lines shows that line as text (the controller has made its
# control bytes '?'; the screens would show any left as ^A, ^[), and the
# board stays drawn.
. "${top_srcdir:-.}/tests/ui/lib.sh"

fake="${top_srcdir:-.}/tests/aei/fake-engine.sh"
goal="${top_srcdir:-.}/tests/data/cases/goal.txt"

start FAKE_AFTER=1 -- --ascii --engine-delay 0 --silver-engine "\"$fake garbage $goal\""
wait_for "Gold sets up"
keys a
wait_for "its last lines:"
wait_for "[2Jnonsense"
screen | grep -qF "+---+---+" || fail "the board was cleared"
screen | grep -qE "^2 [|] [A-Z] [|]" || fail "Gold's pieces are gone from rank 2"
echo "ok"
