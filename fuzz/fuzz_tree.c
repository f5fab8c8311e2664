/* fuzz_tree.c: the annotated record's round trip: any bytes read as game
 * trees (treerecord_read); each game written in the canonical form reads
 * back as one game with no illegal move, and writing that again gives the
 * same bytes; its main line written as a plain record reads back as a
 * legal record. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/treerecord.h"
#include "fuzz.h"

/* Checks one tree's round trip. */
static void fuzz_tree_one(const struct gametree *t)
{
	struct treerecord_game *again;
	struct record_error err;
	size_t n;
	char *w1 = treerecord_write(t);
	if (w1[0] == '\0') {
		/* nothing to write: a game of no tags, no comment and no move */
		FUZZ_ASSERT(t->ntags == 0 && t->nodes[0].first == GAMETREE_NONE, "a game with content written as nothing");
		free(w1);
		return;
	}
	int rc = treerecord_read(w1, strlen(w1), &again, &n, &err);
	if (rc != 0)
		fprintf(stderr, "written:\n%s\nread back: line %d: %s\n", w1, err.line, err.message);
	FUZZ_ASSERT(rc == 0, "a game written does not read back");
	FUZZ_ASSERT(n == 1, "a game written reads back as several");
	if (again[0].illegal || again[0].variation_illegal)
		fprintf(stderr, "written:\n%s\nillegal: line %d: %s / line %d: %s\n", w1, again[0].error.line,
			again[0].error.message, again[0].variation_error.line, again[0].variation_error.message);
	FUZZ_ASSERT(!again[0].illegal && !again[0].variation_illegal, "a game written reads back with an illegal move");
	char *w2 = treerecord_write(&again[0].tree);
	if (strcmp(w1, w2) != 0)
		fprintf(stderr, "first:\n%s\nsecond:\n%s\n", w1, w2);
	FUZZ_ASSERT(strcmp(w1, w2) == 0, "writing a game read back gives other bytes");
	char *m = treerecord_write_main(&again[0].tree);
	struct record rec;
	struct game g;
	FUZZ_ASSERT(record_parse(m, strlen(m), &rec, &err) == 0 || m[0] == '\0', "the main line is not a record");
	if (m[0] != '\0') {
		FUZZ_ASSERT(record_replay(&rec, &g, false, &err) == 0, "the main line written is not legal");
		game_free(&g);
		record_free(&rec);
	}
	free(m);
	free(w2);
	free(w1);
	treerecord_free(again, n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t n;
	if (treerecord_read((const char *)data, size, &games, &n, &err) != 0) {
		fuzz_check_error(&err);
		return 0;
	}
	for (size_t i = 0; i < n; i++)
		fuzz_tree_one(&games[i].tree);
	treerecord_free(games, n);
	return 0;
}
