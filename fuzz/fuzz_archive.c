/* fuzz_archive.c: arimaa.com archive text through archive_parse,
 * archive_field, archive_find and archive_record; each row's record then
 * goes through the record_write round trip. */
#include "config.h"
#include <string.h>
#include "notation/archive.h"
#include "fuzz.h"

enum { FUZZ_ARCHIVE_MAX_ROWS = 16 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct archive a;
	struct record_error err;

	memset(&err, 0, sizeof err);
	bool detected = archive_detect((const char *)data, size);
	if (archive_parse((const char *)data, size, &a, &err) != 0) {
		fuzz_check_error(&err);
		return 0;
	}
	(void)detected;
	for (size_t i = 0; i < a.nrows && i < FUZZ_ARCHIVE_MAX_ROWS; i++) {
		const char *id = archive_field(&a, i, "id");
		if (id) {
			long j = archive_find(&a, id);
			FUZZ_ASSERT(j >= 0 && (size_t)j <= i, "archive_find misses a row's own id");
		}
		const char *f[ARCHIVE_NCOLUMNS];
		archive_row_fields(&a, i, f);
		FUZZ_ASSERT(f[ARCHIVE_ID] == id, "archive_field and archive_row_fields disagree");
		(void)archive_field(&a, i, "no such column");
		struct record rec;
		if (archive_record(&a, i, &rec, &err) != 0) {
			fuzz_check_error(&err);
			continue;
		}
		fuzz_record_roundtrip(&rec, false);
		record_free(&rec);
	}
	archive_free(&a);
	return 0;
}
