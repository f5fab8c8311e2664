/* fuzz_load.c: any bytes through the store's one loader (load_text), as
 * the screens and the command line open a file: a record is replayed, an
 * archive lists its games and opens each (the first few) by its row. Run
 * with a large -max_len by make fuzz, so that time super-linear in the
 * input shows as a slow unit. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "store/load.h"
#include "fuzz.h"

enum { FUZZ_LOAD_MAX_ROWS = 8 };

/* Checks what a load yielded for a game. */
static void fuzz_load_check(const struct load_result *r)
{
	FUZZ_ASSERT(r->has_game, "a game loaded without a game");
	fuzz_check_position(&r->game.pos);
	fuzz_check_error(&r->error);
	if (r->illegal)
		FUZZ_ASSERT(r->message && r->message[0], "an illegal move without a message");
	if (r->record_result)
		FUZZ_ASSERT(r->finished && r->game.phase != GAME_OVER, "a record's result on a decided board");
	if (r->game.phase == GAME_OVER)
		FUZZ_ASSERT(r->finished && !r->record_result, "a decided game not finished");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct load_result r;
	char *cause = NULL;

	if (load_text("fuzz", (const char *)data, size, NULL, &r, &cause) != 0) {
		FUZZ_ASSERT(cause && cause[0], "a load refused without a reason");
		free(cause);
		load_free(&r);
		return 0;
	}
	if (r.kind != LOAD_ARCHIVE_LIST) {
		fuzz_load_check(&r);
		load_free(&r);
		return 0;
	}
	FUZZ_ASSERT(r.nentries > 0, "an archive listed without games");
	for (size_t i = 0; i < r.nentries && i < FUZZ_LOAD_MAX_ROWS; i++) {
		struct load_entry e;
		struct load_result g;
		load_list_entry(&r, i, &e);
		FUZZ_ASSERT(memchr(e.id, '\0', sizeof e.id) && memchr(e.gold, '\0', sizeof e.gold) &&
			    memchr(e.date, '\0', sizeof e.date), "a list entry not terminated");
		if (load_list_game(&r, i, &g, &cause) == 0) {
			FUZZ_ASSERT(g.kind == LOAD_ARCHIVE_GAME && g.row == i, "the list opened another row");
			fuzz_load_check(&g);
		} else {
			FUZZ_ASSERT(cause && cause[0], "a row refused without a reason");
		}
		free(cause);
		cause = NULL;
		load_free(&g);
	}
	load_free(&r);
	return 0;
}
