/* steps.c: an attempt's steps read from notation (see steps.h). */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "learn/steps.h"
#include "notation/notation.h"

static void steps_quote(const char *s, size_t n, char *out, size_t size)
{
	size_t j = 0;
	for (size_t i = 0; i < n && i < 12 && j + 1 < size; i++)
		out[j++] = s[i] >= 0x21 && s[i] <= 0x7e ? s[i] : '?';
	if (n > 12 && j + 4 < size) {
		memcpy(out + j, "...", 3);
		j += 3;
	}
	if (size)
		out[j < size ? j : size - 1] = '\0';
}

int steps_read(const char *s, struct step *out, char *why, size_t whysize)
{
	int n = 0;
	size_t i = 0, len = strlen(s);
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		size_t b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		if (i == b)
			break;
		struct step st;
		int piece, sq;
		if (notation_capture_read(s + b, i - b, &piece, &sq) == 0)
			continue;
		char q[20];
		steps_quote(s + b, i - b, q, sizeof q);
		if (notation_step_read(s + b, i - b, &st) != 0) {
			snprintf(why, whysize, "not a step: \"%s\"", q);
			return -1;
		}
		if (n >= STEPS_MAX) {
			snprintf(why, whysize, "more than %d steps", STEPS_MAX);
			return -1;
		}
		out[n++] = st;
	}
	return n;
}
