/* helpkeys.c: the help screen's text after the board screens' keys (which
 * come from the action table, action.c, as the replay viewer's and the
 * archive list's, where this text names them): the keys of the other screens,
 * how files open, the marks on the board and the rules in short. The headings are
 * the names of the subsections of KEYS in the manual (man/arimaa.6);
 * tests/man/keys.sh holds the two to each other. */
#include "config.h"
#include <string.h>
#include "tui/helpkeys.h"

#define H(t) { HELPKEYS_HEADING, NULL, t }
#define K(k, t) { HELPKEYS_KEY, k, t }
#define T(t) { HELPKEYS_TEXT, NULL, t }
#define MORE(t) { HELPKEYS_TEXT, "", t }
#define A(t) { HELPKEYS_ACTIONS, NULL, t }

const struct helpkeys_line helpkeys_lines[] = {
	A("The prompt"),
	T("  Any other character is typed into the line. What a line does:"),
	T("  Ed2n Ed3n Ed4n Dg2n   a whole turn (refused with the reason)"),
	T("  d2d5                  the piece on d2 along its shortest path to d5, and the"),
	T("                        turn ends (as a whole turn typed does)"),
	T("  Ra1 Rb1 ... Hh2       a setup of sixteen tokens"),
	T("  :word                 the commands of the keys above, as (:word) says"),
	T("  In the viewer: a move's label (12g), end, or a move to add as a variation;"),
	T("  on an archive's list: filter ...; in a name: the name."),
	T("  clock [M/R/P/L/G/T|none]   pause   handover   (the clocks)"),
	T(""),
	A("The replay viewer"),
	T(""),
	A("The archive list"),
	T(""),
	A("Choosing the clock"),
	T(""),
	A("The help screen"),
	K("any other key", "back"),
	T(""),
	A("The pause screen"),
	T("  P pauses; the hand-over between turns (--handover) takes Enter and Space."),
	T(""),
	A("Questions"),
	K("any other key", "no (the question at start-up waits for y or n)"),
	T(""),
	A("Lessons and puzzles"),
	T("  At the prompt, a whole attempt in notation (Ed4n Ed5n) is checked as well."),
	T(""),
	A("A setup lesson"),
	T(""),
	A("The lesson list"),
	T(""),
	A("The puzzle list"),
	T("  A row a puzzle: solved or not (from the progress kept), theme, difficulty."),
	T(""),
	A("The main menu"),
	T("  arimaa alone shows it at start (unless a game is resumed, or options or"),
	T("  questions = off in the config say what to play); O opens it from a game."),
	T(""),
	A("The position editor"),
	T("  At the prompt, a short form (2g [r  ...]) or a diagram sets the position."),
	T(""),
	H("Opening files"),
	T("  arimaa FILE       a game file, move list or diagram: an unfinished game is"),
	T("                    played on, a finished one opens in the viewer; an archive"),
	T("                    lists its games; FILE#ID opens one game of an archive"),
	T("  arimaa --games    the famous games that come with arimaa, in the list"),
	T("  The game is autosaved after every move (~/.local/state/arimaa); started"),
	T("  again, arimaa offers to resume an unfinished game (--resume: no question)."),
	T(""),
	H("Marks on the board"),
	T("  In brackets the ASCII look (--ascii) where it differs."),
	T("  [E]  the selected piece      >d<  a piece to push, pull or choose as pusher"),
	T("  dot (*)     a square it can step to, or the path Enter would play"),
	T("  circle (o)  a square it can reach in more steps   +  a pull may follow"),
	T("  E~  frozen    !E!  on a trap with one friend left    (E)  on a trap"),
	T("  cross (x)   an empty trap      dagger (#)  a trap where a piece fell"),
	T("  middle dot (.)  a square left in the turn shown; moved pieces underlined"),
	T("  R^  a rabbit one step from its goal"),
	T("  The turn shown is the previous one until the player to move takes a step."),
	T("  Without colour, Gold's pieces are bold and Silver's dim."),
	T(""),
	H("The rules in short"),
	T("  Gold (upper case) sets up on ranks 1-2, then Silver on 7-8; Gold moves first."),
	T("  A turn is 1 to 4 steps, one square north, south, east or west; rabbits never"),
	T("  step backward. Strength: Elephant > Camel > Horse > Dog > Cat > Rabbit."),
	T("  A piece beside a stronger enemy and no friend is frozen."),
	T("  Push: a stronger piece moves a weaker enemy one square and takes its place."),
	T("  Pull: a stronger piece steps away and a weaker enemy follows into its square."),
	T("  A piece on a trap (c3 f3 c6 f6) with no friend beside it is captured."),
	T("  A turn must change the position, and may not make a position a third time."),
	T("  Win: a rabbit reaches the far rank (goal), the enemy loses all its rabbits,"),
	T("  or the enemy has no legal move (immobilization)."),
	T(""),
	H("Clocks"),
	T("  arimaa --time-control M/R/P/L/G/T, or a preset when a new game starts."),
	T("  Each side: move time left and reserve; > marks the clock that runs,"),
	T("  = a stopped one."),
	T("  Out of time loses; at the game limit the side with more pieces (or that"),
	T("  most recently had more) wins, Silver if the counts were always equal."),
	T("  --handover or :handover: a screen between turns that runs neither clock."),
	T("  Under 30 s to move the row turns yellow and ends in !, under 10 s red and !!"),
	T("  (--bell, or bell = on in ~/.config/arimaa/config, rings then too)."),
};

const size_t helpkeys_count = sizeof helpkeys_lines / sizeof helpkeys_lines[0];

void helpkeys_format(const struct helpkeys_line *l, char *buf, size_t size)
{
	switch (l->kind) {
	case HELPKEYS_HEADING:
	case HELPKEYS_ACTIONS:
		snprintf(buf, size, "%s", l->text);
		break;
	case HELPKEYS_KEY:
		snprintf(buf, size, "  %-20s %s", l->keys, l->text);
		break;
	case HELPKEYS_TEXT:
		snprintf(buf, size, "%s%s", l->keys ? "                       " : "", l->text);
		break;
	}
}

int helpkeys_print(FILE *f, const struct helpkeys_line *lines, size_t nlines)
{
	const char *heading = "";
	for (size_t i = 0; i < nlines; i++) {
		const struct helpkeys_line *l = &lines[i];
		if (l->kind == HELPKEYS_HEADING) {
			heading = l->text;
			continue;
		}
		if (l->kind != HELPKEYS_KEY)
			continue;
		const char *k = l->keys;
		for (;;) {
			const char *comma = strstr(k, ", ");
			size_t n = comma ? (size_t)(comma - k) : strlen(k);
			if (fprintf(f, "%s\t%.*s\n", heading, (int)n, k) < 0)
				return -1;
			if (!comma)
				break;
			k = comma + 2;
		}
	}
	return ferror(f) ? -1 : 0;
}
