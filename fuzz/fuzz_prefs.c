/* fuzz_prefs.c: the program's own small files, read as untrusted input:
 * the remembered answers (store/prefs.c) and each player's last setup
 * (store/setups.c). What is read writes back to text that reads to the
 * same values and writes the same text again; what is refused says on
 * which line and why, and leaves nothing half read. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "store/prefs.h"
#include "store/setups.h"
#include "fuzz.h"

/* The remembered answers: read, written, read back the same. */
static void fuzz_prefs(const uint8_t *data, size_t size)
{
	struct prefs p, q;
	char why[160], *out = malloc(PREFS_MAX_SIZE), *again = malloc(PREFS_MAX_SIZE);
	int line;
	FUZZ_ASSERT(out && again, "out of memory");
	why[0] = '\0';
	if (prefs_parse((const char *)data, size, &p, &line, why, sizeof why) != 0) {
		FUZZ_ASSERT(why[0] && line >= 0, "answers refused without a reason");
		FUZZ_ASSERT(!prefs_has_answers(&p) && p.bell == PREFS_UNSET, "answers refused but half kept");
	} else {
		size_t n = prefs_format(&p, out, PREFS_MAX_SIZE);
		FUZZ_ASSERT(prefs_parse(out, n, &q, &line, why, sizeof why) == 0, "written answers do not read back");
		FUZZ_ASSERT(memcmp(&p, &q, sizeof p) == 0, "written answers read back otherwise");
		size_t m = prefs_format(&q, again, PREFS_MAX_SIZE);
		FUZZ_ASSERT(m == n && memcmp(out, again, n) == 0, "writing the answers is not canonical");
	}
	free(out);
	free(again);
}

/* The setups: read, written, read back the same. */
static void fuzz_setups(const uint8_t *data, size_t size)
{
	struct setups *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	char why[160], *out = malloc(SETUPS_MAX_SIZE);
	int line;
	FUZZ_ASSERT(s && t && out, "out of memory");
	why[0] = '\0';
	if (setups_parse((const char *)data, size, s, &line, why, sizeof why) != 0) {
		FUZZ_ASSERT(why[0] && s->n == 0, "setups refused without a reason, or half kept");
	} else {
		FUZZ_ASSERT(s->n <= SETUPS_MAX, "more setups than the bound");
		size_t n = setups_format(s, out, SETUPS_MAX_SIZE);
		FUZZ_ASSERT(setups_parse(out, n, t, &line, why, sizeof why) == 0, "written setups do not read back");
		FUZZ_ASSERT(t->n == s->n && memcmp(t->e, s->e, s->n * sizeof s->e[0]) == 0,
			    "written setups read back otherwise");
		/* a setup put again changes nothing; one put first leads */
		if (s->n > 0) {
			FUZZ_ASSERT(!setups_put(s, s->e[0].name, s->e[0].front, s->e[0].back),
				    "the same setup put again changed the list");
			struct setups_entry last = s->e[s->n - 1];
			setups_put(s, last.name, last.front, last.back);
			FUZZ_ASSERT(strcmp(s->e[0].name, last.name) == 0 && setups_find(s, last.name) == &s->e[0],
				    "a setup put is not first");
		}
	}
	free(s);
	free(t);
	free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_prefs(data, size);
	fuzz_setups(data, size);
	return 0;
}
