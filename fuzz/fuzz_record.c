/* fuzz_record.c: game files with headers (and bare move lists) through
 * record_parse, record_replay and record_write: what is written reads back
 * to the same final position and verdict. */
#include "config.h"
#include <string.h>
#include "notation/record.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct record rec;
	struct record_error err;

	memset(&err, 0, sizeof err);
	if (record_parse((const char *)data, size, &rec, &err) != 0) {
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
