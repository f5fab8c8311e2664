/* types.c: what types.h's bitboard counting learns of the processor. */
#include "config.h"
#include "core/types.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__)
bool bb_popcnt;

/* Sets bb_popcnt from the processor's own word, before main. */
__attribute__((constructor)) static void bb_popcnt_probe(void)
{
	__builtin_cpu_init();
	bb_popcnt = __builtin_cpu_supports("popcnt");
}
#elif defined(__POPCNT__)
bool bb_popcnt = true;
#else
bool bb_popcnt;
#endif
