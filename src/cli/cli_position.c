/* cli_position.c: --position: the position at the end of a game as a
 * canonical diagram. */
#include "config.h"
#include "cli/cli.h"
#include "notation/diagram.h"

int cli_position(const char *spec, bool old_rules)
{
	struct game g;
	char buf[DIAGRAM_SIZE];
	size_t n;

	if (cli_load(spec, old_rules, &g, stderr) != 0)
		return CLI_EXIT_FAIL;
	n = diagram_write(&g.pos, g.number, buf, sizeof buf);
	game_free(&g);
	if (n >= sizeof buf) {
		fputs("arimaa: internal error: the diagram does not fit\n", stderr);
		return CLI_EXIT_FAIL;
	}
	fputs(buf, stdout);
	return CLI_EXIT_OK;
}
