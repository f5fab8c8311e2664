# lib.sh: shared helpers for the tmux tests of the screens. Each test runs
# the real program (arimaa) in a detached tmux server of its own (private socket,
# no config file, 100x30, TERM=xterm-256color) and reads them back with
# capture-pane, polling with a timeout rather than sleeping.

TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null)}
if [ -z "$TMUX_BIN" ] || [ ! -x "$TMUX_BIN" ]; then
	echo "tmux not found: skipped"
	exit 77
fi
top_builddir=${top_builddir:-.}
DRIVER=${DRIVER:-$top_builddir/arimaa}
SOCK_BASE=arimaa-ui-$(basename "$0" .sh)-$$
SOCK=$SOCK_BASE-0
nstart=0
TIMEOUT=${UI_TIMEOUT:-10}
# poll_nap N: the pause before the Nth look again at the screen: 0.01 s the
# first ten times (most waits end within a few looks), then 0.05 s.
poll_nap() { if [ "$1" -lt 10 ]; then sleep 0.01; else sleep 0.05; fi; }

# A private home for the test: the autosave and saved games go there,
# never into the real home; it lasts across the starts of one test.
TEST_HOME=$(mktemp -d "${TMPDIR:-/tmp}/arimaa-ui-XXXXXX") || { echo "mktemp failed"; exit 99; }
export XDG_DATA_HOME="$TEST_HOME/data" XDG_STATE_HOME="$TEST_HOME/state"

t() { "$TMUX_BIN" -L "$SOCK" -f /dev/null "$@"; }
# The program is killed outright first: killed by the server's SIGHUP it
# would autosave, perhaps after the next start or after the home is gone.
# It is waited for, so the next start finds its autosave slot free.
cleanup() {
	p=$(prog_pid 2>/dev/null)
	if [ -n "$p" ]; then
		kill -KILL "$p" 2>/dev/null
		i=0
		while kill -0 "$p" 2>/dev/null && [ $i -lt 200 ]; do
			sleep 0.02
			i=$((i + 1))
		done
	fi
	t kill-server >/dev/null 2>&1
}
trap 'cleanup; rm -rf "$TEST_HOME"' EXIT

fail() {
	echo "FAIL: $*"
	echo "---- screen ----"
	screen
	exit 1
}

# start [ENV=VALUE...] -- [driver options]: starts the screens; the pane
# prints "EXITED:<status>" when the program ends.
start() {
	# A server of its own each time: a new one on a socket whose old server
	# is still shutting down can fail to start.
	cleanup
	nstart=$((nstart + 1))
	SOCK=$SOCK_BASE-$nstart
	envs="TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME=$TEST_HOME"
	envs="$envs XDG_DATA_HOME=$XDG_DATA_HOME XDG_STATE_HOME=$XDG_STATE_HOME XDG_CONFIG_HOME=$TEST_HOME/config"
	while [ $# -gt 0 ] && [ "$1" != -- ]; do envs="$envs $1"; shift; done
	[ "$1" = -- ] && shift
	t new-session -d -s ui -x 100 -y 30 \
		"env $envs $DRIVER $*; echo EXITED:\$?; sleep 600" || fail "tmux did not start"
	t set-option -t ui -g window-size manual >/dev/null 2>&1
	first_wait=1
}

screen() { t capture-pane -p -t ui; }

# flat: the screen as one line, runs of blanks squeezed, so that a message
# wrapped over several rows reads as it was written.
flat() { screen | tr '\n' ' ' | tr -s ' '; }

# A new game shows the main menu first (arimaa alone), then asks the
# players' names, then the clock; unless ASK_MENU=1 and ASK_NAMES=1, the
# waits below answer with Enter (Play a friend, the default names, Gold
# and Silver, and no clock).
answer_names() {
	names_screen=$1
	# The main menu that arimaa alone shows first: Play a friend, marked
	# first (unless ASK_MENU=1: the test answers it); its questions follow.
	case ${ASK_MENU:-0}$names_screen in 0*"arimaa  main menu"*"> f  Play a friend"*)
		keys Enter
		j=0
		while [ $j -lt $((TIMEOUT * 20)) ]; do
			names_screen=$(screen)
			case $names_screen in *"player's name: "*|*"Enter plays, c changes"*) break ;; esac
			sleep 0.05
			j=$((j + 1))
		done
		;;
	esac
	[ "${ASK_NAMES:-0}" = 1 ] && return 0
	# The remembered players offered (a test that typed names before): Enter.
	case $names_screen in *"Enter plays, c changes"*) keys Enter; return 0;; esac
	case $names_screen in *"player's name: "*) ;; *) return 0;; esac
	n=0
	while [ $n -lt 2 ]; do
		cur=$(screen | grep -o "^[A-Za-z]* player's name: " | head -n 1)
		[ -n "$cur" ] || return 0
		keys Enter
		j=0
		while [ $j -lt $((TIMEOUT * 20)) ] && screen | grep -qF -- "$cur"; do
			sleep 0.05
			j=$((j + 1))
		done
		n=$((n + 1))
	done
	# Then the clock is chosen (unless --time-control chose it): Enter
	# takes the one marked, no clock.
	j=0
	while [ $j -lt $((TIMEOUT * 20)) ]; do
		cur=$(screen)
		case $cur in
		*"the clock for this game"*) keys Enter; break ;;
		*"sets up"*) return 0 ;;
		esac
		sleep 0.05
		j=$((j + 1))
	done
	j=0
	while [ $j -lt $((TIMEOUT * 20)) ] && screen | grep -qF "the clock for this game"; do
		sleep 0.05
		j=$((j + 1))
	done
	return 0
}

# wait_for TEXT: waits until TEXT (fixed string) is on the screen, on one
# row or wrapped over several.
wait_for() {
	i=0
	# The first wait after a start waits for a whole first screen (two
	# captures alike) to see whether the names are asked.
	while [ "${first_wait:-0}" = 1 ] && [ $i -lt $((TIMEOUT * 20)) ]; do
		a=$(screen)
		sleep 0.05
		b=$(screen)
		case $b in *arimaa*|*EXITED*) [ "$a" = "$b" ] && first_wait=0 ;; esac
		i=$((i + 1))
	done
	first_wait=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		s=$(screen)
		answer_names "$s"
		if printf '%s\n' "$s" | grep -qF -- "$1"; then return 0; fi
		if printf '%s\n' "$s" | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1"; then return 0; fi
		poll_nap $i
		i=$((i + 1))
	done
	fail "timed out waiting for: $1"
}

# wait_shown TEXT [SECONDS]: TEXT must be on the screen (one row or
# wrapped) within SECONDS (default TIMEOUT), looked for every 0.05 s
# without answering the start-up questions as wait_for does: for what is
# said over the main menu, which answering it would replace, and for
# what must come soon.
wait_shown() {
	secs=${2:-$TIMEOUT}
	i=0
	while [ $i -lt $((secs * 20)) ]; do
		if flat | grep -qF -- "$1"; then return 0; fi
		sleep 0.05
		i=$((i + 1))
	done
	fail "not on the screen within $secs s: $1"
}

# wait_gone TEXT: waits until TEXT is no longer on the screen.
wait_gone() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		if ! screen | grep -qF -- "$1"; then return 0; fi
		poll_nap $i
		i=$((i + 1))
	done
	fail "still on the screen: $1"
}

# wait_line N REGEX: waits until line N of the screen matches REGEX (grep -E).
wait_line() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		if screen | sed -n "$1p" | grep -qE -- "$2"; then return 0; fi
		poll_nap $i
		i=$((i + 1))
	done
	fail "line $1 never matched: $2"
}

# keys KEY...: sends tmux key names (Enter, Up, Escape...) or letters.
keys() { t send-keys -t ui "$@"; }

# type TEXT: sends TEXT literally.
type_text() { t send-keys -t ui -l -- "$1"; }

# click COL ROW: a button-1 press and release at 1-based screen COL, ROW,
# as the terminal reports them in the SGR form (modes 1000 and 1006).
click() { type_text "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' "$1" "$2" "$1" "$2")"; }
# press COL ROW, release COL ROW: the two halves of a drag.
press() { type_text "$(printf '\033[<0;%d;%dM' "$1" "$2")"; }
release() { type_text "$(printf '\033[<0;%d;%dm' "$1" "$2")"; }

# prompt LINE: types LINE at the ':' prompt and presses Enter.
prompt() {
	keys :
	type_text "$1"
	keys Enter
}

# rank N: the screen row of rank N of a board with Gold at the bottom,
# spaces squeezed ("2 | H | D | C | E | M | C | D | H |").
rank() { screen | grep -E "^$1 [|]" | head -n 1 | cut -c1-35 | tr -s ' '; }

# expect_rank N TEXT: waits until rank N reads TEXT (spaces squeezed): a
# status seen before (a second "swapped") does not prove the keys were read.
expect_rank() {
	i=0
	while [ $i -lt $((TIMEOUT * 20)) ]; do
		got=$(rank "$1")
		[ "$got" = "$2" ] && return 0
		poll_nap $i
		i=$((i + 1))
	done
	fail "rank $1 is '$got', expected '$2'"
}

# prog_pid: the process id of the program running in the pane.
prog_pid() {
	pane=$(t list-panes -t ui -F '#{pane_pid}' | head -n 1)
	[ -n "$pane" ] && ps -o pid= --ppid "$pane" | head -n 1 | tr -d ' '
}

# pane_flag NAME: a tmux format flag of the pane (alternate_on, cursor_flag...).
pane_flag() { t display-message -p -t ui "#{$1}"; }
