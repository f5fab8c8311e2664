/* fuzz_position.c: position diagrams and the AEI short form (with or
 * without move lines after them) through record_parse: the position read
 * must be consistent (bitboards, mailbox, hash), and the record must survive
 * the record_write round trip. The first input byte picks the form. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/diagram.h"
#include "notation/record.h"
#include "fuzz.h"

/* Writes pos as a diagram and as a short form; each must read back to pos. */
static void fuzz_position_roundtrip(const struct position *pos, int number)
{
	char buf[DIAGRAM_SIZE], why[256];
	struct position back;
	int n2 = 0;

	size_t n = diagram_write(pos, number, buf, sizeof buf);
	FUZZ_ASSERT(n < sizeof buf, "a diagram does not fit DIAGRAM_SIZE");
	if (record_read_position(buf, n, &back, &n2, why, sizeof why) != 0)
		fuzz_fail(__FILE__, __LINE__, buf, why);
	FUZZ_ASSERT(fuzz_same_position(pos, &back) && n2 == number, "a written diagram reads back to another position");
	n = diagram_short_write(pos, buf, sizeof buf);
	FUZZ_ASSERT(n < DIAGRAM_SHORT_SIZE, "a short form does not fit DIAGRAM_SHORT_SIZE");
	if (diagram_short_read(buf, n, &back, &n2, why, sizeof why) != 0)
		fuzz_fail(__FILE__, __LINE__, buf, why);
	FUZZ_ASSERT(fuzz_same_position(pos, &back), "a written short form reads back to another position");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct record rec;
	struct record_error err;
	char *text;
	size_t len;

	if (size == 0)
		return 0;
	/* 0: the bytes as they are; 1: a short form "g [" + 64 bytes + "]";
	 * 2: a short form for Silver followed by the rest as move lines */
	switch (data[0] % 3) {
	case 0:
		text = fuzz_text(data + 1, size - 1);
		len = size - 1;
		break;
	default: {
		size_t board = size - 1 < 64 ? size - 1 : 64;
		text = malloc(69 + (size - 1 - board) + 1);
		if (!text)
			return 0;
		memcpy(text, data[0] % 3 == 1 ? "g [" : "s [", 3);
		memset(text + 3, ' ', 64);
		memcpy(text + 3, data + 1, board);
		memcpy(text + 67, "]\n", 2);
		memcpy(text + 69, data + 1 + board, size - 1 - board);
		len = 69 + (size - 1 - board);
		text[len] = '\0';
	}
	}
	if (!text)
		return 0;
	/* the readers of positions alone */
	struct position pos;
	int number = 0;
	char why[256];
	if (record_read_position(text, len, &pos, &number, why, sizeof why) == 0) {
		fuzz_check_position(&pos);
		fuzz_position_roundtrip(&pos, number);
	}
	if (diagram_short_read(text, len, &pos, &number, why, sizeof why) == 0) {
		fuzz_check_position(&pos);
		fuzz_position_roundtrip(&pos, number);
	}
	memset(&err, 0, sizeof err);
	if (record_parse(text, len, &rec, &err) == 0) {
		if (rec.has_position)
			fuzz_check_position(&rec.start);
		fuzz_record_roundtrip(&rec, false);
		record_free(&rec);
	} else {
		fuzz_check_error(&err);
	}
	free(text);
	return 0;
}
