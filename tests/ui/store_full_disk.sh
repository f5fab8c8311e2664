#!/bin/sh
# store_full_disk.sh: a real full disk (a tmpfs of 64 KiB filled up) under
# the autosave: the status line says the autosave is failing for as long
# as it fails, and no longer once there is room again; quitting while the
# last moves are not saved says so, offers to save elsewhere, and the exit
# says how far the autosave goes. Needs a tmpfs it can mount (root, and a
# kernel that lets it): skipped elsewhere.
. "${top_srcdir:-.}/tests/ui/lib.sh"

full="$TEST_HOME/full"
mkdir -p "$full"
if ! mount -t tmpfs -o size=64k tmpfs "$full" 2> /dev/null; then
	echo "SKIP: cannot mount a tmpfs here (not root, or not allowed): no full-disk test"
	exit 77
fi
trap 'cleanup; umount "$full" 2>/dev/null; rm -rf "$TEST_HOME"' EXIT
SETUP_G="Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1"
SETUP_S="rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7"
mkdir -p "$full/state/arimaa"
# fill it: the lock file (no data) can still be made, no autosave can
dd if=/dev/zero of="$full/filler" bs=4k 2> /dev/null
start XDG_STATE_HOME="$full/state" -- --ascii --gold Ann --silver Bob
wait_for "Ann sets up"
prompt "$SETUP_G"
wait_for "autosave failed:"
wait_for "No space left on device"
prompt "$SETUP_S"
wait_for "Ann to move (2g)"
prompt "Ed2n Ed3n"
wait_for "Bob to move (2s)"
wait_for "[autosave failing:"
# room again: the next turn is autosaved and the warning goes
rm -f "$full/filler"
prompt "ee7s"
wait_for "Ann to move (3g)"
wait_gone "[autosave failing:"
grep -qx "2s ee7s" "$full/state/arimaa/autosave.txt" || fail "the turn after the disk had room is not autosaved"
# full again: quitting says the last turn is not saved and offers to save
dd if=/dev/zero of="$full/filler" bs=4k 2> /dev/null
prompt "Ed4n"
wait_for "Bob to move (3s)"
wait_for "[autosave failing:"
keys q
wait_for "the game is NOT saved past its first 4 moves"
wait_for "NOT SAVED: s saves it (:save FILE), y quits without it, n stays"
keys y
wait_for "EXITED:0"
wait_for "arimaa: the game is NOT saved past its first 4 moves"
echo "ok"
