#!/bin/sh
# cursor_play.sh: steps played with the cursor keys: a push whose pusher is
# found by itself, a pull offered after the puller steps away, an undo and
# a redo (a pull undone as a whole is redone as a whole), the end of the
# turn; marks for frozen pieces and targets.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii
wait_for "Gold sets up"
keys a
wait_for "Silver sets up"
keys a
wait_for "Gold to move (2g)"
# Bring the elephant to d4 and a silver dog to c4.
prompt "Ed2n Ed3n Hh2n Hh3n"
wait_for "Silver to move (2s)"
prompt "db7s db6s db5e dc5s"
wait_for "Gold to move (3g)"
# The dog on c4 stands beside the elephant and no friend: frozen.
expect_rank 4 "4 | | | d~| E | | | | H |"

# Select the dog by its square's name: its targets are b4, c5 and c3; the
# elephant may pull it (>E<).
keys c 4
wait_for "d on c4 selected: choose where it goes"
expect_rank 4 "4 | | * |[d]|>E<| | | | H |"
expect_rank 3 "3 | | |(*)| | | x | | |"
# Before the push happens, the preview shows both steps.
keys Left
wait_for "Enter: dc4w Ed4w (E d4 pushes d c4 to b4)"
keys Enter
wait_for "dc4w Ed4w (step 2/4)"
# The pusher stays selected: its steps (*), the squares two steps away (o),
# the dog to push again (>d<); on d4 the pull of the dog may follow (+).
expect_rank 4 "4 | |>d<|[E]| + | o | | | H |"
# On the trap c3 too the pull may follow: the + keeps both brackets.
expect_rank 3 "3 | | o |(+)| o | | x | | |"

# The elephant steps away north: a pull of the dog into c4 is offered.
keys Up
wait_for "Enter: Ec4n"
keys Enter
wait_for "pull a marked piece into the empty square"
expect_rank 4 "4 | |>d<| * | . | | | | H |"
keys p
wait_for "db4e: four steps taken, Space ends the turn"
expect_rank 4 "4 | | . | d~| . | | | | H |"
expect_rank 5 "5 | | |[E]| | | | | |"

# Undo the pull step: the dog is back on b4 and the pull is offered again.
keys u
wait_for "step undone (3/4)"
expect_rank 4 "4 | |>d<| * | . | | | | H |"
keys r
wait_for "redone db4e (4/4)"
expect_rank 4 "4 | | . | d~| . | | | | H |"
# U undoes the pull as a whole: the elephant's step and the dog's.
keys U
wait_for "pull undone (2/4)"
expect_rank 4 "4 | |>d<|[E]| + | o | | | H |"
expect_rank 5 "5 | | o | + | o | | | | |"
# r redoes the pull undone as a whole as a whole too.
keys r
wait_for "redone Ec4n db4e (4/4)"
expect_rank 4 "4 | | . | d~| . | | | | H |"

keys Space
wait_for "3g dc4w Ed4w Ec4n db4e"
wait_for "Silver to move (3s)"
screen | grep -qF "steps 0/4" || fail "the new turn has steps"
echo "ok"
