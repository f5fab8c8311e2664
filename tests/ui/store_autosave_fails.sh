#!/bin/sh
# store_autosave_fails.sh: on a full disk (here a file size limit of zero,
# with SIGXFSZ ignored, so every write to a file fails with EFBIG, as it
# does with ENOSPC), the status line says the autosave failed after every
# move, a save by hand says why it failed, and the game goes on.
. "${top_srcdir:-.}/tests/ui/lib.sh"

real=$DRIVER
DRIVER=$TEST_HOME/full-disk
cat > "$DRIVER" <<EOF2
#!/bin/sh
trap '' XFSZ
ulimit -f 0
exec "$real" "\$@"
EOF2
chmod +x "$DRIVER"
start -- --ascii
wait_for "Gold sets up (move 1g)"
prompt "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
wait_for "autosave failed"
wait_for "Silver sets up"
prompt "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
wait_for "Gold to move (2g)"
prompt "Ed2n Ed3n Ed4n Dg2n"
wait_for "Silver to move (2s)"
wait_for "autosave failed"
# The game itself is whole: the elephant stands on d5.
expect_rank 5 "5 | | | | E | | | | |"
# A save by hand fails with the reason, leaves no file, and play goes on.
prompt "save $TEST_HOME/kept.txt"
wait_for "save failed:"
[ ! -e "$TEST_HOME/kept.txt" ] || fail "a failed save left a file"
prompt "ee7s ee6s ee5s ee4s"
wait_for "Gold to move (3g)"
expect_rank 3 "3 | | | x | | e | x | D | |"
echo "ok"
