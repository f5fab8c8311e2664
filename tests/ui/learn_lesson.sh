#!/bin/sh
# learn_lesson.sh: arimaa --learn, the first lesson of data/lessons.txt
# ("step": move the elephant from d4 to d5). A wrong step (Ed4s, legal but
# not the task) is explained with the lesson's own message; a step the
# rules refuse, typed at the prompt (a rabbit stepping back in lesson
# "rabbits"), with the words play uses; the right step is accepted and the
# lesson counted as passed in the progress file, which a second start reads.
. "${top_srcdir:-.}/tests/ui/lib.sh"

start -- --ascii --learn
wait_for "lessons: 0 of 18 passed"
keys Enter
wait_for "lesson 1 of 18: A step"
wait_for "Move your elephant one square up"
# the wrong way: d4 then d3, Enter plays it, Space checks
type_text d4
type_text d3
keys Enter
wait_for "steps 1/4: Ed4s"
keys Space
wait_for "The elephant must end the turn on d5."
# x resets the turn; the right step
keys x
wait_for "steps 0/4: none yet"
type_text d4
type_text d5
keys Enter
wait_for "steps 1/4: Ed4n"
keys Space
wait_for "Well done: lesson passed."
# the next lesson; a step the rules refuse, typed in notation
keys N
wait_for "lesson 2 of 18"
keys N
wait_for "lesson 3 of 18: Rabbits do not step back"
keys :
type_text "Rd4s"
keys Enter
wait_for "step Rd4s: a rabbit may not step back"
# back to the list: the first lesson is marked passed
keys q
wait_for "lessons: 1 of 18 passed"
grep -qx "lesson step" "$XDG_STATE_HOME/arimaa/learn.txt" || fail "the progress file does not hold the lesson"
# the lessons play no game: no autosave slot is claimed (no lock file)
[ -z "$(ls "$XDG_STATE_HOME/arimaa" | grep -v '^learn.txt$')" ] || fail "files beside learn.txt: $(ls "$XDG_STATE_HOME/arimaa")"
keys q
wait_for "EXITED:0"
# no game was played: nothing said about one at the exit
screen | grep -q "^arimaa: " && fail "a farewell about a game that was not played"
# the progress read again by the next start
start -- --ascii --learn
wait_for "lessons: 1 of 18 passed"
keys q
wait_for "EXITED:0"
echo "ok"
