/* timectl.c: the time allocation. The hard limit is what the clocks
 * allow less a margin for the controller's latency; the aim is the move's
 * own time (less the margin) plus a share of the reserve spread over the
 * turns likely left, and the search may go past the aim up to the hard
 * limit only when its answer is unsettled. */
#include "config.h"
#include "engine/timectl.h"

/* The turns a reserve is spread over when the game's length is not known. */
enum { TIMECTL_SPREAD = 15, TIMECTL_MIN_SPREAD = 3 };

/* The margin kept for the controller's latency, in seconds. */
static double timectl_margin(const struct timectl *tc, double have)
{
	double m = 0.1 + 0.05 * tc->tcmove;
	if (m > 1.0)
		m = 1.0;
	/* with very little time, keep a fifth of it instead */
	if (m > have / 5)
		m = have / 5;
	return m;
}

struct timectl_plan timectl_plan(const struct timectl *tc)
{
	struct timectl_plan p;
	if (tc->tcmove <= 0 && tc->tcturntime <= 0 && tc->tctotal <= 0) {
		double t = tc->fallback > 0 ? tc->fallback : 2;
		p.target_ms = p.max_ms = (long)(t * 1000);
		return p;
	}
	double reserve = tc->reserve >= 0 ? tc->reserve : tc->tcreserve;
	double have = (tc->tcmove > 0 ? tc->tcmove + reserve : 1e9) - tc->used;
	if (tc->tcturntime > 0 && tc->tcturntime - tc->used < have)
		have = tc->tcturntime - tc->used;
	if (tc->tctotal > 0 && tc->tctotal - tc->total_used < have)
		have = tc->tctotal - tc->total_used;
	if (have < 0)
		have = 0;
	double hard = have - timectl_margin(tc, have);
	/* the reserve's share: over the turns left when the game's length is known */
	int spread = TIMECTL_SPREAD;
	if (tc->tcturns > 0) {
		int left = (int)tc->tcturns - tc->turn + 1;
		spread = left < spread ? left : spread;
		spread = spread < TIMECTL_MIN_SPREAD ? TIMECTL_MIN_SPREAD : spread;
	}
	double move = tc->tcmove > 0 ? tc->tcmove : tc->tcturntime > 0 ? tc->tcturntime / 2 : 0;
	if (move <= 0 && tc->tctotal > 0)
		move = (tc->tctotal - tc->total_used) / 40;
	/* unused move time kept only at tcpercent: spend the rest */
	double keep = tc->tcpercent >= 0 && tc->tcpercent < 100 ? tc->tcpercent / 100 : 1;
	double target = move * (keep < 1 ? 0.95 : 0.8) + reserve / spread - tc->used;
	if (tc->tctotal > 0 && (tc->tctotal - tc->total_used) / spread < target)
		target = (tc->tctotal - tc->total_used) / spread;
	double max = target * 3 > move + reserve / 4 ? target * 3 : move + reserve / 4;
	if (max > hard)
		max = hard;
	if (target > max)
		target = max;
	if (target < 0)
		target = 0;
	if (max < target)
		max = target;
	/* at least a millisecond, so the search gives some answer */
	p.target_ms = (long)(target * 1000) > 0 ? (long)(target * 1000) : 1;
	p.max_ms = (long)(max * 1000) > p.target_ms ? (long)(max * 1000) : p.target_ms;
	return p;
}

double timectl_reserve_after(const struct timectl *tc, double reserve, double took)
{
	if (took <= tc->tcmove) {
		double pct = tc->tcpercent >= 0 ? tc->tcpercent : 100;
		reserve += (tc->tcmove - took) * pct / 100;
		if (tc->tcmax > 0 && reserve > tc->tcmax)
			reserve = tc->tcmax;
		return reserve;
	}
	return reserve - (took - tc->tcmove);
}
