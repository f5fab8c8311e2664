/* fuzz_record.c: game files with headers (and bare move lists) through
 * record_parse, record_replay and record_write: what is written reads back
 * to the same final position and verdict; record_scan and
 * record_replay_text, the stream --check and the viewer read, say what
 * record_parse and record_replay say. */
#include "config.h"
#include <string.h>
#include "notation/record.h"
#include "fuzz.h"

/* The stream's reading of the text against rec's (r: record_parse's result, err its error). */
static void fuzz_record_stream(const char *text, size_t size, int r, const struct record *rec,
			       const struct record_error *err)
{
	struct record s;
	struct record_error es;
	memset(&es, 0, sizeof es);
	int rs = record_scan(text, size, &s, &es);
	FUZZ_ASSERT(rs == r, "record_scan and record_parse disagree");
	FUZZ_ASSERT(es.line == err->line && strcmp(es.move, err->move) == 0 &&
		    strcmp(es.message, err->message) == 0, "record_scan and record_parse say different things");
	if (rs != 0)
		return;
	FUZZ_ASSERT(s.nlines == rec->nlines, "record_scan counts other lines");
	struct game ga, gb;
	struct record_error ea, eb;
	int ra = record_replay(rec, &ga, false, &ea);
	int rb = record_replay_text(&s, text, size, &gb, false, &eb, NULL);
	FUZZ_ASSERT(ra == rb && ga.nmoves == gb.nmoves && ea.line == eb.line &&
		    strcmp(ea.message, eb.message) == 0, "record_replay_text and record_replay disagree");
	FUZZ_ASSERT(position_same_board(&ga.pos, &gb.pos), "record_replay_text ends on another board");
	game_free(&ga);
	game_free(&gb);
	record_free(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct record rec;
	struct record_error err;

	memset(&err, 0, sizeof err);
	int r = record_parse((const char *)data, size, &rec, &err);
	fuzz_record_stream((const char *)data, size, r, &rec, &err);
	if (r != 0) {
		fuzz_check_error(&err);
		FUZZ_ASSERT(err.message[0] != '\0', "a record refused without a reason");
		return 0;
	}
	for (size_t i = 0; i < rec.nheaders; i++)
		FUZZ_ASSERT(rec.headers[i].key && rec.headers[i].value, "a header without key or value");
	if (rec.nheaders)
		FUZZ_ASSERT(record_header(&rec, rec.headers[0].key), "a header read cannot be found");
	fuzz_record_roundtrip(&rec, false);
	record_free(&rec);
	return 0;
}
