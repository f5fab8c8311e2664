/* prefs.c: the remembered answers' file (see store/prefs.h): read as
 * untrusted text, bounded and in one pass, written atomically. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/timecontrol.h"
#include "store/atomic.h"
#include "store/load.h"
#include "store/prefs.h"
#include "util/cause.h"

void prefs_init(struct prefs *p)
{
	memset(p, 0, sizeof *p);
	p->hotseat = p->flip = p->questions = p->bell = PREFS_UNSET;
}

bool prefs_has_answers(const struct prefs *p)
{
	return p->gold[0] != '\0' || p->silver[0] != '\0' || p->has_clock;
}

/* Reads "on"/"off" (also yes/no) into *flag. */
static bool prefs_flag(const char *v, int *flag)
{
	if (strcmp(v, "on") == 0 || strcmp(v, "yes") == 0)
		*flag = PREFS_ON;
	else if (strcmp(v, "off") == 0 || strcmp(v, "no") == 0)
		*flag = PREFS_OFF;
	else
		return false;
	return true;
}

/* A name: 1 to PREFS_NAME_MAX - 1 bytes, none a control character. */
static bool prefs_name(const char *v, char *out, char *why, size_t whysize)
{
	size_t n = strlen(v);
	if (n == 0 || n >= PREFS_NAME_MAX) {
		snprintf(why, whysize, "a name has 1 to %d bytes", PREFS_NAME_MAX - 1);
		return false;
	}
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f) {
			snprintf(why, whysize, "a name has no control characters");
			return false;
		}
	/* the whole field: nothing of a longer name read before stays behind */
	memset(out, 0, PREFS_NAME_MAX);
	memcpy(out, v, n);
	return true;
}

/* Takes one "key = value" line (NUL-terminated, no line end). */
static bool prefs_line(char *s, struct prefs *p, char *why, size_t whysize)
{
	while (*s == ' ' || *s == '\t')
		s++;
	size_t n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		s[--n] = '\0';
	if (n == 0 || s[0] == '#')
		return true;
	char *eq = strchr(s, '=');
	if (!eq) {
		snprintf(why, whysize, "not \"key = value\"");
		return false;
	}
	char *k = s, *v = eq + 1, *ke = eq;
	while (ke > k && (ke[-1] == ' ' || ke[-1] == '\t'))
		ke--;
	*ke = '\0';
	while (*v == ' ' || *v == '\t')
		v++;
	if (strcmp(k, "gold") == 0)
		return prefs_name(v, p->gold, why, whysize);
	if (strcmp(k, "silver") == 0)
		return prefs_name(v, p->silver, why, whysize);
	if (strcmp(k, "clock") == 0) {
		struct timecontrol tc;
		char tw[160];
		memset(p->clock, 0, sizeof p->clock);
		if (strcmp(v, "none") == 0) {
			/* no clock: the empty string */
		} else if (strlen(v) >= PREFS_CLOCK_MAX || timecontrol_parse(v, &tc, tw, sizeof tw) != 0) {
			snprintf(why, whysize, "clock: not a time control M/R/P/L/G/T or none");
			return false;
		} else {
			memcpy(p->clock, v, strlen(v) + 1);
		}
		p->has_clock = true;
		return true;
	}
	int *flag = strcmp(k, "hotseat") == 0 ? &p->hotseat : strcmp(k, "flip") == 0 ? &p->flip :
		strcmp(k, "questions") == 0 ? &p->questions : strcmp(k, "bell") == 0 ? &p->bell : NULL;
	if (!flag) {
		snprintf(why, whysize, "unknown key (gold, silver, clock, hotseat, flip, questions, bell)");
		return false;
	}
	if (!prefs_flag(v, flag)) {
		snprintf(why, whysize, "%s is on or off", k);
		return false;
	}
	return true;
}

int prefs_parse(const char *text, size_t len, struct prefs *p, int *line, char *why, size_t whysize)
{
	char buf[PREFS_MAX_LINE + 1];
	prefs_init(p);
	*line = 0;
	if (len > PREFS_MAX_SIZE) {
		snprintf(why, whysize, "larger than %d bytes", PREFS_MAX_SIZE);
		return -1;
	}
	for (size_t at = 0; at < len;) {
		size_t end = at;
		while (end < len && text[end] != '\n')
			end++;
		++*line;
		if (end - at > PREFS_MAX_LINE || memchr(text + at, '\0', end - at)) {
			snprintf(why, whysize, end - at > PREFS_MAX_LINE ? "longer than %d bytes" : "a NUL byte",
				 PREFS_MAX_LINE);
			prefs_init(p);
			return -1;
		}
		memcpy(buf, text + at, end - at);
		buf[end - at] = '\0';
		if (!prefs_line(buf, p, why, whysize)) {
			prefs_init(p);
			return -1;
		}
		at = end + 1;
	}
	return 0;
}

/* Appends "key = value" and a line end to out, as far as it fits. */
static size_t prefs_put(char *out, size_t size, size_t n, const char *key, const char *value)
{
	if (n >= size)
		return n;
	int w = snprintf(out + n, size - n, "%s = %s\n", key, value);
	return w < 0 ? n : n + (size_t)w;
}

size_t prefs_format(const struct prefs *p, char *out, size_t size)
{
	static const char head[] =
		"# arimaa: the answers remembered for the next game (see man 6 arimaa,\n"
		"# FILES); written when they change. Keys: gold, silver, clock, hotseat,\n"
		"# flip, questions (off: start without asking), bell.\n";
	size_t n;
	if (size == 0)
		return 0;
	n = (size_t)snprintf(out, size, "%s", head);
	if (p->gold[0])
		n = prefs_put(out, size, n, "gold", p->gold);
	if (p->silver[0])
		n = prefs_put(out, size, n, "silver", p->silver);
	if (p->has_clock)
		n = prefs_put(out, size, n, "clock", p->clock[0] ? p->clock : "none");
	const char *keys[] = { "hotseat", "flip", "questions", "bell" };
	const int vals[] = { p->hotseat, p->flip, p->questions, p->bell };
	for (size_t i = 0; i < 4; i++)
		if (vals[i] != PREFS_UNSET)
			n = prefs_put(out, size, n, keys[i], vals[i] == PREFS_ON ? "on" : "off");
	return n < size ? n : size - 1;
}

int prefs_load(const char *path, struct prefs *p, char **cause)
{
	char *text, why[160];
	size_t len;
	int line, r;
	prefs_init(p);
	if ((r = load_read_small(path, PREFS_MAX_SIZE, &text, &len, cause)) <= 0)
		return r;
	r = prefs_parse(text, len, p, &line, why, sizeof why);
	free(text);
	if (r != 0) {
		cause_set(cause, "%s: line %d: %s", path, line, why);
		return -1;
	}
	return 1;
}

int prefs_save(const char *path, const struct prefs *p, char **cause)
{
	char text[PREFS_MAX_SIZE];
	size_t n = prefs_format(p, text, sizeof text);
	return atomic_write(path, text, n, 0600, cause);
}
