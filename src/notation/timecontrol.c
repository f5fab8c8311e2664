/* timecontrol.c: reading and writing arimaa.com time controls, naming the
 * field that is wrong when one cannot be read. */
#include "config.h"
#include <string.h>
#include "notation/timecontrol.h"
#include "notation/text.h"

/* No field may exceed this many seconds (about 31 years). */
static const long timecontrol_max = 1000000000L;

static const char *const timecontrol_names[6] = {
	"the time per move (M)", "the reserve (R)", "the percent (P)",
	"the reserve limit (L)", "the game time limit (G)", "the turn time limit (T)"
};

/* Reads digits s[*i..) into *v (at most timecontrol_max). Returns the number of digits, or -1 on overflow. */
static int timecontrol_digits(const char *s, size_t len, size_t *i, long *v)
{
	int n = 0;
	*v = 0;
	while (*i < len && s[*i] >= '0' && s[*i] <= '9') {
		*v = *v * 10 + (s[*i] - '0');
		if (*v > timecontrol_max)
			return -1;
		(*i)++;
		n++;
	}
	return n;
}

/* Reads a time field of len bytes; unit is the seconds of a bare number
 * (60 or 3600). Returns 0 or -1. */
static int timecontrol_time(const char *s, size_t len, long unit, long *out)
{
	size_t i = 0;
	long a, b;
	if (len == 0)
		return -1;
	if (memchr(s, ':', len)) {
		if (timecontrol_digits(s, len, &i, &a) <= 0 || i >= len || s[i] != ':')
			return -1;
		i++;
		if (timecontrol_digits(s, len, &i, &b) <= 0 || i != len || b >= 60)
			return -1;
		if (a > timecontrol_max / unit)
			return -1;
		*out = a * unit + b * (unit / 60);
		return *out > timecontrol_max ? -1 : 0;
	}
	if (timecontrol_digits(s, len, &i, &a) <= 0)
		return -1;
	if (i == len) {
		if (a > timecontrol_max / unit)
			return -1;
		*out = a * unit;
		return 0;
	}
	long total = 0;
	unsigned seen = 0;
	for (;;) {
		const char *letters = "dhms";
		static const long mult[4] = { 86400, 3600, 60, 1 };
		const char *l = i < len ? memchr(letters, s[i], 4) : NULL;
		if (!l)
			return -1;
		int k = (int)(l - letters);
		if (seen & (1u << k))
			return -1;
		seen |= 1u << k;
		if (a > timecontrol_max / mult[k])
			return -1;
		total += a * mult[k];
		if (total > timecontrol_max)
			return -1;
		i++;
		if (i == len)
			break;
		if (timecontrol_digits(s, len, &i, &a) <= 0)
			return -1;
	}
	*out = total;
	return 0;
}

int timecontrol_parse(const char *s, struct timecontrol *tc, char *why, size_t whysize)
{
	struct text_out o;
	text_out_init(&o, why, whysize);
	memset(tc, 0, sizeof *tc);
	tc->percent = 100;
	if (!s) {
		text_out_str(&o, "no time control");
		return -1;
	}
	size_t len = strlen(s);
	while (len && text_is_blank(s[len - 1]))
		len--;
	while (len && text_is_blank(*s)) {
		s++;
		len--;
	}
	if (len == 0) {
		text_out_str(&o, "the time control is empty");
		return -1;
	}
	size_t start = 0;
	int field = 0;
	for (size_t i = 0; i <= len; i++) {
		if (i < len && s[i] != '/')
			continue;
		if (field >= 6) {
			text_out_str(&o, "a time control has at most six fields M/R/P/L/G/T");
			return -1;
		}
		const char *f = s + start;
		size_t fl = i - start;
		int bad = 0;
		long v = 0;
		switch (field) {
		case 0: bad = timecontrol_time(f, fl, 60, &tc->move); break;
		case 1: bad = timecontrol_time(f, fl, 60, &tc->reserve); break;
		case 2: {
			size_t k = 0;
			bad = timecontrol_digits(f, fl, &k, &v) <= 0 || k != fl || v > 100 ? -1 : 0;
			tc->percent = (int)v;
			break;
		}
		case 3: bad = timecontrol_time(f, fl, 60, &tc->reserve_limit); break;
		case 4:
			if (fl > 1 && f[fl - 1] == 't') {
				size_t k = 0;
				bad = timecontrol_digits(f, fl - 1, &k, &v) <= 0 || k != fl - 1 || v > 100000 ? -1 : 0;
				tc->game_turns = (int)v;
			} else {
				bad = timecontrol_time(f, fl, 3600, &tc->game_time);
			}
			break;
		default: bad = timecontrol_time(f, fl, 60, &tc->turn_limit); break;
		}
		if (bad) {
			char q[24];
			text_quote(f, fl, q, 16);
			if (field == 2)
				text_out_printf(&o, "\"%s\" is not a percent from 0 to 100 for %s", q, timecontrol_names[field]);
			else
				text_out_printf(&o, "\"%s\" is not a time for %s (like 2, 1:30 or 2m30s)", q, timecontrol_names[field]);
			return -1;
		}
		field++;
		start = i + 1;
	}
	if (field < 2) {
		text_out_str(&o, "a time control needs at least the time per move and the reserve (M/R)");
		return -1;
	}
	if (tc->move == 0 && tc->reserve == 0) {
		text_out_str(&o, "the time per move (M) and the reserve (R) are both 0: every move would lose on time");
		return -1;
	}
	return 0;
}

/* Appends a duration as d/h/m/s parts ("2m30s"), "0" for none. */
static void timecontrol_time_write(struct text_out *o, long t)
{
	static const long mult[4] = { 86400, 3600, 60, 1 };
	static const char letters[4] = { 'd', 'h', 'm', 's' };
	if (t <= 0) {
		text_out_str(o, "0");
		return;
	}
	for (int k = 0; k < 4; k++) {
		if (t >= mult[k]) {
			text_out_printf(o, "%ld%c", t / mult[k], letters[k]);
			t %= mult[k];
		}
	}
}

size_t timecontrol_write(const struct timecontrol *tc, char *buf, size_t size)
{
	struct text_out o;
	text_out_init(&o, buf, size);
	timecontrol_time_write(&o, tc->move);
	text_out_str(&o, "/");
	timecontrol_time_write(&o, tc->reserve);
	text_out_printf(&o, "/%d/", tc->percent);
	timecontrol_time_write(&o, tc->reserve_limit);
	text_out_str(&o, "/");
	if (tc->game_turns)
		text_out_printf(&o, "%dt", tc->game_turns);
	else
		timecontrol_time_write(&o, tc->game_time);
	text_out_str(&o, "/");
	timecontrol_time_write(&o, tc->turn_limit);
	return o.len;
}
