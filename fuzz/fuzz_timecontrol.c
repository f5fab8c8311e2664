/* fuzz_timecontrol.c: time controls through timecontrol_parse: what is
 * read writes canonically, reads back to the same fields and writes the
 * same text again; a turn within the time allowed keeps a reserve, one
 * beyond it runs out. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "core/clock.h"
#include "notation/timecontrol.h"
#include "fuzz.h"

/* Whether two time controls have the same fields. */
static bool fuzz_tc_same(const struct timecontrol *a, const struct timecontrol *b)
{
	return a->move == b->move && a->reserve == b->reserve && a->percent == b->percent &&
	       a->reserve_limit == b->reserve_limit && a->game_time == b->game_time &&
	       a->game_turns == b->game_turns && a->turn_limit == b->turn_limit;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct timecontrol tc, tc2;
	char why[256], buf[256], buf2[256];
	char *text = fuzz_text(data, size);

	if (!text)
		return 0;
	why[0] = '\0';
	if (timecontrol_parse(text, &tc, why, sizeof why) != 0) {
		FUZZ_ASSERT(memchr(why, '\0', sizeof why) && why[0], "a time control refused without a reason");
		free(text);
		return 0;
	}
	free(text);
	FUZZ_ASSERT(tc.move >= 0 && tc.reserve >= 0 && tc.percent >= 0 && tc.reserve_limit >= 0 &&
		    tc.game_time >= 0 && tc.game_turns >= 0 && tc.turn_limit >= 0, "a negative field read");
	size_t n = timecontrol_write(&tc, buf, sizeof buf);
	FUZZ_ASSERT(n < sizeof buf, "a time control written in more than 255 characters");
	if (timecontrol_parse(buf, &tc2, why, sizeof why) != 0)
		fuzz_fail(__FILE__, __LINE__, buf, "a written time control does not read back");
	FUZZ_ASSERT(fuzz_tc_same(&tc, &tc2), "a written time control reads back to other fields");
	timecontrol_write(&tc2, buf2, sizeof buf2);
	FUZZ_ASSERT(strcmp(buf, buf2) == 0, "writing a time control is not canonical");
	/* a few turns: used within the time allowed keeps the reserve, beyond it loses */
	long reserve = tc.reserve;
	for (int turn = 0; turn < 4 && reserve >= 0; turn++) {
		bool setup = turn < 2;
		long allowed = clock_allowed(&tc, reserve, setup);
		FUZZ_ASSERT(allowed >= 0, "a negative time allowed");
		long used = (long)((unsigned)turn * 37u % 101u) * (allowed / 100 + 1);
		if (used > allowed)
			used = allowed;
		long after = clock_reserve_after(&tc, reserve, used, setup);
		FUZZ_ASSERT(after >= 0, "a turn within the time allowed ran out of time");
		if (allowed < 1000000000L)
			FUZZ_ASSERT(clock_reserve_after(&tc, reserve, allowed + 1, setup) == -1,
				    "a turn beyond the time allowed kept a reserve");
		reserve = after;
	}
	return 0;
}
