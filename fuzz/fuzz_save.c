/* fuzz_save.c: the round trip through the real save path: any bytes
 * loaded as the screens load them (load_text), the game written as the
 * store writes a game file (gamefile_text, with the headers taken from the
 * record), loaded again: the same game, move for move, with the same end. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "store/gamefile.h"
#include "store/load.h"
#include "fuzz.h"

/* Aborts unless two games have the same moves, position and verdict. */
static void fuzz_save_same(const struct game *a, const struct game *b)
{
	FUZZ_ASSERT(a->nmoves == b->nmoves, "the game saved reads back with another number of moves");
	for (size_t i = 0; i < a->nmoves; i++)
		FUZZ_ASSERT(a->moves[i].type == b->moves[i].type && a->moves[i].number == b->moves[i].number &&
			    a->moves[i].side == b->moves[i].side, "a move saved reads back as another");
	FUZZ_ASSERT(fuzz_same_position(&a->pos, &b->pos), "the game saved reads back in another position");
	FUZZ_ASSERT(a->phase == b->phase && a->number == b->number, "the game saved reads back at another point");
	if (a->phase == GAME_OVER)
		FUZZ_ASSERT(a->winner == b->winner && a->reason == b->reason, "the game saved reads back with another verdict");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct load_result r, back;
	char *cause = NULL, *text;

	if (load_text("fuzz", (const char *)data, size, NULL, &r, &cause) != 0) {
		free(cause);
		load_free(&r);
		return 0;
	}
	if (r.kind == LOAD_ARCHIVE_LIST) {
		/* An archive: its first game. */
		struct load_result list = r;
		int rc = load_list_game(&list, 0, &r, &cause);
		load_free(&list);
		if (rc != 0) {
			free(cause);
			load_free(&r);
			return 0;
		}
	}
	/* The rules before 2008-07-01 do not travel with a game file yet (a
	 * header for them is the saving side's work, issue 8): such games are
	 * left out of the round trip until it does. */
	if (r.game.old_rules) {
		load_free(&r);
		return 0;
	}
	text = gamefile_text(&r.game, &r.info);
	if (!text) {
		load_free(&r);
		return 0;
	}
	if (load_text("saved", text, strlen(text), NULL, &back, &cause) != 0) {
		fprintf(stderr, "gamefile_text wrote:\n%s\nload_text: %s\n", text, cause ? cause : "?");
		FUZZ_ASSERT(0, "a game file the store wrote does not load");
	}
	FUZZ_ASSERT(!back.illegal, "a game file the store wrote has an illegal move");
	fuzz_save_same(&r.game, &back.game);
	free(text);
	load_free(&back);
	load_free(&r);
	return 0;
}
