/* fuzz_moves.c: move lines read by record_play_line, on a fresh game (so
 * the first lines are setups) and on a game after both standard setups. An
 * illegal line must leave the game unchanged; a legal one must leave a
 * consistent position. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/record.h"
#include "fuzz.h"

enum { FUZZ_MOVES_MAX_LINES = 64 };

static const char *const fuzz_moves_setups[2] = {
	"1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2",
	"1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7",
};

/* Plays each line of text (NUL-separated copies) on g, checking that a refused line changes nothing. */
static void fuzz_moves_play(struct game *g, char *text)
{
	int nlines = 0;
	for (char *line = text; line && nlines < FUZZ_MOVES_MAX_LINES; nlines++) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		struct position before = g->pos;
		size_t nmoves = g->nmoves;
		enum game_phase phase = g->phase;
		struct record_error err;
		memset(&err, 0, sizeof err);
		int r = record_play_line(g, line, &err);
		FUZZ_ASSERT(r == 0 || r == 1, "record_play_line returned an unknown value");
		if (r == 1) {
			fuzz_check_error(&err);
			FUZZ_ASSERT(err.message[0] != '\0', "an illegal line without a reason");
			FUZZ_ASSERT(fuzz_same_position(&before, &g->pos), "an illegal line changed the position");
			FUZZ_ASSERT(g->nmoves == nmoves && g->phase == phase, "an illegal line changed the game");
		}
		fuzz_check_position(&g->pos);
		if (nl)
			*nl = '\n';
		line = nl ? nl + 1 : NULL;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct game g;
	struct record_error err;
	char *text = fuzz_text(data, size);

	if (!text)
		return 0;
	game_init(&g);
	fuzz_moves_play(&g, text);
	game_free(&g);
	game_init(&g);
	for (int i = 0; i < 2; i++) {
		char setup[128];
		strcpy(setup, fuzz_moves_setups[i]);
		FUZZ_ASSERT(record_play_line(&g, setup, &err) == 0, "a standard setup was refused");
	}
	FUZZ_ASSERT(g.phase == GAME_PLAY && g.pos.side == GOLD, "not Gold to play after the setups");
	fuzz_moves_play(&g, text);
	game_free(&g);
	free(text);
	return 0;
}
