/* fuzz_setup.c: setups, as text (a line of notation on a fresh game, for
 * Gold and then Silver) and as raw placements (game_check_setup). An
 * accepted setup, written back with notation_setup, reads back to the same
 * position. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/record.h"
#include "fuzz.h"

/* Writes the last move of g (a setup) and plays it on a copy replayed up to there. */
static void fuzz_setup_roundtrip(const struct game *g)
{
	const struct game_move *m = game_last(g);
	char line[256];
	struct game g2;
	struct record_error err;

	FUZZ_ASSERT(m && m->type == MOVE_SETUP, "an accepted setup is not recorded as one");
	FUZZ_ASSERT(m->nplacements == 16, "an accepted setup does not place sixteen pieces");
	size_t n = notation_setup(m->placements, m->nplacements, line, sizeof line);
	FUZZ_ASSERT(n < sizeof line, "a setup is written in more than 255 characters");
	game_init(&g2);
	for (size_t i = 0; i + 1 < g->nmoves; i++) {
		const struct game_move *p = &g->moves[i];
		FUZZ_ASSERT(game_setup(&g2, p->placements, p->nplacements) == SETUP_OK, "replaying an earlier setup failed");
	}
	int r = record_play_line(&g2, line, &err);
	FUZZ_ASSERT(r != 1, "a setup written by notation_setup was refused");
	if (r == 0)
		FUZZ_ASSERT(fuzz_same_position(&g->pos, &g2.pos), "a setup read back gives another position");
	game_free(&g2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct game g;
	struct record_error err;

	/* raw placements: two bytes each, any piece 0..12 and any square byte */
	if (size >= 2) {
		struct placement pl[40];
		int n = 0;
		for (size_t i = 0; i + 1 < size && n < 40; i += 2, n++) {
			pl[n].piece = (uint8_t)(data[i] % PIECE_NB);
			pl[n].square = data[i + 1];
		}
		enum setup_error e1 = game_check_setup(GOLD, pl, n);
		enum setup_error e2 = game_check_setup(SILVER, pl, n);
		FUZZ_ASSERT(e1 < SETUP_ERR_NB && e2 < SETUP_ERR_NB, "unknown setup error");
		FUZZ_ASSERT(notation_setup_error(e1), "no words for a setup error");
	}
	/* text: each line a setup, played in turn on a fresh game */
	char *text = fuzz_text(data, size);
	if (!text)
		return 0;
	game_init(&g);
	char *line = text;
	for (int i = 0; i < 4 && line; i++) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		struct position before = g.pos;
		int r = record_play_line(&g, line, &err);
		if (r == 1) {
			fuzz_check_error(&err);
			FUZZ_ASSERT(fuzz_same_position(&before, &g.pos), "a refused setup changed the position");
		} else if (r == 0 && game_last(&g) && game_last(&g)->type == MOVE_SETUP) {
			fuzz_check_position(&g.pos);
			fuzz_setup_roundtrip(&g);
		}
		line = nl ? nl + 1 : NULL;
	}
	game_free(&g);
	free(text);
	return 0;
}
