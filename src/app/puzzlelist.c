/* puzzlelist.c: the list of the puzzles to choose from (see puzzlelist.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "app/puzzlelist.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

void puzzlelist_init(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog)
{
	l->rows = NULL;
	l->n = 0;
	l->theme = PUZZLE_THEME_NB;
	l->difficulty = 0;
	l->unsolved = false;
	l->sel = l->top = 0;
	puzzlelist_filter(l, set, prog);
	size_t first = 0;
	while (first < l->n && progress_puzzle_solved(prog, set->items[l->rows[first]].id))
		first++;
	l->sel = first < l->n ? first : 0;
}

void puzzlelist_free(struct puzzlelist *l)
{
	free(l->rows);
	l->rows = NULL;
	l->n = 0;
}

/* Whether the filter keeps puzzle p. */
static bool puzzlelist_keeps(const struct puzzlelist *l, const struct puzzle *p, const struct progress *prog)
{
	return (l->theme == PUZZLE_THEME_NB || p->theme == l->theme) &&
	       (l->difficulty == 0 || p->difficulty == l->difficulty) &&
	       (!l->unsolved || !progress_puzzle_solved(prog, p->id));
}

void puzzlelist_filter(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog)
{
	size_t was = puzzlelist_marked(l);
	free(l->rows);
	l->rows = xcalloc(set->n ? set->n : 1, sizeof *l->rows);
	l->n = 0;
	l->sel = 0;
	bool found = false;
	for (size_t i = 0; i < set->n; i++) {
		if (!puzzlelist_keeps(l, &set->items[i], prog))
			continue;
		/* the puzzle marked before, or the first shown after it */
		if (!found && was != (size_t)-1 && i >= was) {
			l->sel = l->n;
			found = true;
		}
		l->rows[l->n++] = i;
	}
	if (!found && l->n)
		l->sel = was == (size_t)-1 ? 0 : l->n - 1;
	if (l->top > l->sel)
		l->top = l->sel;
}

void puzzlelist_next_theme(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog)
{
	l->theme = l->theme == PUZZLE_THEME_NB ? 0 : (enum puzzle_theme)(l->theme + 1);
	puzzlelist_filter(l, set, prog);
}

void puzzlelist_next_difficulty(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog)
{
	l->difficulty = (l->difficulty + 1) % 6;
	puzzlelist_filter(l, set, prog);
}

void puzzlelist_toggle_unsolved(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog)
{
	l->unsolved = !l->unsolved;
	puzzlelist_filter(l, set, prog);
}

void puzzlelist_mark(struct puzzlelist *l, long i)
{
	long n = (long)l->n;
	l->sel = n == 0 ? 0 : (size_t)(i < 0 ? 0 : i >= n ? n - 1 : i);
}

void puzzlelist_mark_puzzle(struct puzzlelist *l, size_t idx)
{
	for (size_t r = 0; r < l->n; r++)
		if (l->rows[r] == idx)
			l->sel = r;
}

size_t puzzlelist_marked(const struct puzzlelist *l)
{
	return l->sel < l->n ? l->rows[l->sel] : (size_t)-1;
}

void puzzlelist_row(const struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog,
		    size_t r, char *buf, size_t size)
{
	if (r >= l->n) {
		snprintf(buf, size, "%s", "");
		return;
	}
	size_t i = l->rows[r];
	const struct puzzle *p = &set->items[i];
	snprintf(buf, size, "%-4zu %-6s %-13s %-4d %-7s %s", i + 1, progress_puzzle_solved(prog, p->id) ? "yes" : "",
		 puzzle_theme_name(p->theme), p->difficulty, notation_color_title(p->pos.side), p->id);
}

void puzzlelist_describe(const struct puzzlelist *l, char *buf, size_t size)
{
	char diff[24] = "every difficulty";
	if (l->difficulty)
		snprintf(diff, sizeof diff, "difficulty %d", l->difficulty);
	snprintf(buf, size, "%s, %s%s: %zu shown", l->theme == PUZZLE_THEME_NB ? "every theme" : puzzle_theme_name(l->theme),
		 diff, l->unsolved ? ", unsolved only" : "", l->n);
}
