/* benchlib.c: the engine benchmarks' shared helpers: an archive read
 * whole from a file and parsed, a game of it replayed, the shuffled
 * setups and the loop the benchmarks' games are played by, a clock, the
 * player's weights from the environment. */
#include "config.h"
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bench/benchlib.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "notation/record.h"

int benchlib_archive(const char *prog, const char *path, struct archive *a, char **text)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 1 << 20, n = 0, r;
	char *buf = f ? malloc(cap) : NULL;
	while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap) {
			char *more = realloc(buf, cap *= 2);
			if (!more)
				free(buf);
			buf = more;
		}
	}
	if (f)
		fclose(f);
	struct record_error err;
	if (!buf || archive_parse(buf, n, a, &err) != 0) {
		fprintf(stderr, "%s: cannot read the archive %s\n", prog, path);
		free(buf);
		return -1;
	}
	*text = buf;
	return 0;
}

int benchlib_game(const struct archive *a, size_t row, struct game *g)
{
	struct record rec;
	struct record_error err;
	if (archive_record(a, row, &rec, &err) != 0)
		return -1;
	int r = record_replay(&rec, g, false, &err);
	record_free(&rec);
	return r == 0 ? 0 : -1;
}

void benchlib_shuffled_setup(enum color c, char *buf, size_t size)
{
	struct placement pl[SETUP_PIECES];
	engine_setup(c, pl);
	for (int i = SETUP_PIECES - 1; i > 0; i--) {
		int j = rand() % (i + 1);
		uint8_t p = pl[i].piece;
		pl[i].piece = pl[j].piece;
		pl[j].piece = p;
	}
	notation_setup(pl, SETUP_PIECES, buf, size);
}

int benchlib_play(struct game *g, int last, benchlib_mover *mover, void *ctx, char *buf, size_t size,
		  struct record_error *err)
{
	while (g->phase != GAME_OVER && g->number <= last) {
		if (mover(ctx, g, buf, size) != 0) {
			*err = (struct record_error){ 0 };
			snprintf(err->message, sizeof err->message, "no move given");
			return -1;
		}
		if (record_play_line(g, buf, err) != 0)
			return -1;
	}
	return 0;
}

double benchlib_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

double benchlib_cpu(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

unsigned benchlib_features(const char *name, unsigned fallback)
{
	const char *v = getenv(name);
	return v ? (unsigned)atoi(v) : fallback;
}

long benchlib_env(const char *name, long fallback)
{
	const char *v = getenv(name);
	return v && *v ? atol(v) : fallback;
}

int benchlib_weights(const char *prog, const char *name, struct engine *e)
{
	const char *v = getenv(name);
	for (const char *p = v; p && *p;) {
		size_t len = strcspn(p, ","), key = strcspn(p, "=");
		char weight[64], *end;
		long value = 0;
		const char *num = p + key + 1;
		bool ok = key < len && key < sizeof weight &&
			  (isdigit((unsigned char)*num) || (*num == '-' && isdigit((unsigned char)num[1])));
		if (ok) {
			memcpy(weight, p, key);
			weight[key] = '\0';
			errno = 0;
			value = strtol(num, &end, 10);
			ok = errno == 0 && end == p + len && value >= INT_MIN && value <= INT_MAX &&
			     engine_set_weight(e, weight, (int)value);
		}
		if (!ok) {
			/* the pair as text: a byte that is not printable shows as '?' */
			fprintf(stderr, "%s: %s: cannot set \"", prog, name);
			for (size_t i = 0; i < len && i < 80; i++)
				fputc(isprint((unsigned char)p[i]) ? p[i] : '?', stderr);
			fprintf(stderr, "%s\" (name=value, the value a whole number); the weights, their defaults and ranges:\n",
				len > 80 ? "..." : "");
			int d, lo, hi;
			for (int i = 0; (v = eval_weights_name(i, &d, &lo, &hi)); i++)
				fprintf(stderr, "  %s=%d (%d to %d)\n", v, d, lo, hi);
			return -1;
		}
		p += len + (p[len] == ',');
	}
	return 0;
}

void benchlib_weights_text(const struct engine *e, char *buf, size_t size)
{
	const struct eval_weights *w = engine_weights(e);
	const char *name;
	size_t len = 0;
	int d;
	buf[0] = '\0';
	for (int i = 0; (name = eval_weights_name(i, &d, NULL, NULL)); i++) {
		if (w->w[i] == d)
			continue;
		int n = snprintf(buf + len, size - len, "%s%s=%d", len ? "," : "", name, w->w[i]);
		if (n >= 0 && (size_t)n < size - len) {
			len += (size_t)n;
			continue;
		}
		/* the whole pairs that leave room for ",..." (or "..." alone) */
		buf[len] = '\0';
		while (len > 0 && len + sizeof ",..." > size) {
			char *comma = strrchr(buf, ',');
			len = comma ? (size_t)(comma - buf) : 0;
			buf[len] = '\0';
		}
		memcpy(buf + len, len ? ",..." : "...", len ? sizeof ",..." : sizeof "...");
		return;
	}
}
