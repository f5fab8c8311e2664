#!/bin/sh
# compact_clock.sh: a timed game in the compact layout, at 60x20 and 50x20
# (issue 17): the clock's header shows the whole time control (it was cut
# to "Clock 2" by the full layout's panel column), the clock's rows at the
# foot of the panel are the clock's own (kept from the setup panel, which
# wrote under them), and the hand-over and pause screens' text sits above
# the clocks instead of running into them.
. "${top_srcdir:-.}/tests/ui/lib.sh"

# check_rows NAME: the clocks' three rows (the panel's foot, rows 8 to 10
# of the compact layout) read as the clocks, from the panel's column 12.
check_rows() {
	wait_line 8 '^.{12}Clock 2/2/100/10/8 +(game [0-9:]+|stopped)$'
	wait_line 9 '^.{12}[>= ] Ann +move [0-9:]+ reserve [0-9:]+$'
	wait_line 10 '^.{12}[>= ] Bob +move [0-9:]+ reserve [0-9:]+$'
}

for size in 60 50; do
	start -- --ascii --handover --gold Ann --silver Bob --time-control 2/2/100/10/8
	t resize-window -t ui -x $size -y 20
	# The hand-over to Gold: two whole lines, then the clocks under them.
	wait_for "Hand over to Ann."
	wait_line 3 '^  Hand over to Ann\.$'
	wait_line 4 '^  Ann: Enter starts your clock\.$'
	check_rows
	keys Enter
	wait_for "Ann sets up"
	# The setup screen at the compact size: its panel above, the clocks below.
	wait_line 2 '^8 +Ann sets up \(move 1g\)$'
	check_rows
	wait_line 10 '^.{12}  Bob +move 2:00 reserve 2:00$'
	# The pause screen: its three lines, then the clocks.
	keys P
	wait_for "PAUSED: both clocks are stopped"
	wait_line 3 '^  PAUSED: both clocks are stopped$'
	wait_line 4 '^  and the board is hidden\.$'
	wait_line 5 '^  Enter goes on: Ann to move\.$'
	check_rows
	keys Enter
	wait_gone "PAUSED"
done
echo "ok: the clocks at 60x20 and 50x20"
