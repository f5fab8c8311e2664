/* fuzz_save.c: the round trip through the real save path: any bytes
 * loaded as the screens load them (load_text; an archive's first game),
 * the game saved as the store saves a game file (gamefile_save: the
 * record's headers kept byte for byte, the computed ones made afresh, an
 * atomic write to a real file), read back with load_path: the same game,
 * move for move, with the same end and the same rules, and saving it again
 * writes the same bytes; an annotated record saved with its tree, as the
 * screens save it, the same. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "store/gamefile.h"
#include "store/load.h"
#include "fuzz.h"

static char fuzz_save_path[64];

/* Removes the directory of the files saved (empty by then). */
static void fuzz_save_cleanup(void)
{
	rmdir(fuzz_save_path);
}

/* A directory of this process for the files saved, made once. */
static const char *fuzz_save_dir(void)
{
	if (fuzz_save_path[0] == '\0') {
		snprintf(fuzz_save_path, sizeof fuzz_save_path, "/tmp/arimaa-fuzz-save-XXXXXX");
		FUZZ_ASSERT(mkdtemp(fuzz_save_path), "no temporary directory");
		atexit(fuzz_save_cleanup);
	}
	return fuzz_save_path;
}

/* Aborts unless two games have the same moves, position, verdict and rules. */
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
	FUZZ_ASSERT(a->old_rules == b->old_rules, "the game saved reads back under other rules");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct load_result r, back;
	char *cause = NULL, path[128];

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
	snprintf(path, sizeof path, "%s/game.txt", fuzz_save_dir());
	if (gamefile_save(path, &r.game, &r.info, 0600, &cause) != 0) {
		fprintf(stderr, "gamefile_save: %s\n", cause);
		FUZZ_ASSERT(0, "the store could not save a game");
	}
	if (load_path(path, NULL, &back, &cause) != 0) {
		fprintf(stderr, "load_path: %s\n", cause);
		FUZZ_ASSERT(0, "a game file the store wrote does not load");
	}
	FUZZ_ASSERT(!back.illegal, "a game file the store wrote has an illegal move");
	fuzz_save_same(&r.game, &back.game);
	char *text = gamefile_text(&r.game, &r.info), *again = gamefile_text(&back.game, &back.info);
	FUZZ_ASSERT(strcmp(text, again) == 0, "saving the saved game writes other bytes");
	free(text);
	free(again);
	unlink(path);
	load_free(&back);
	if (r.tree) {
		/* with its tree, as the screens save it: the annotated record
		 * (or the plain one) reads back as the same game and tree, and
		 * is written again the same */
		struct load_result tb;
		r.info.tree = r.tree;
		text = gamefile_text(&r.game, &r.info);
		if (load_text("tree", text, strlen(text), NULL, &tb, &cause) != 0) {
			fprintf(stderr, "load_text: %s\n%s\n", cause, text);
			FUZZ_ASSERT(0, "a game saved with its tree does not load");
		}
		FUZZ_ASSERT(!tb.illegal, "a game saved with its tree has an illegal move");
		fuzz_save_same(&r.game, &tb.game);
		FUZZ_ASSERT(!gametree_annotated(r.tree) || tb.tree, "an annotated game reads back without its tree");
		if (tb.tree) {
			FUZZ_ASSERT(tb.tree->live == r.tree->live || !gametree_annotated(r.tree),
				    "a game saved with its tree reads back with another number of moves in it");
			tb.info.tree = tb.tree;
		}
		again = gamefile_text(&tb.game, &tb.info);
		if (strcmp(text, again) != 0)
			fprintf(stderr, "--- first\n%s--- again\n%s", text, again);
		FUZZ_ASSERT(strcmp(text, again) == 0, "saving the game saved with its tree writes other bytes");
		free(text);
		free(again);
		load_free(&tb);
	}
	load_free(&r);
	return 0;
}
