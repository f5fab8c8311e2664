/* main.c: the command line of arimaa: options, then either a batch command
 * (--check, --position, --moves) or the interactive game. */
#include "config.h"
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiengine.h"
#include "cli/cli.h"
#include "engine/engine.h"
#include "notation/text.h"
#include "notation/timecontrol.h"
#include "tui/ui.h"

enum mode { MODE_PLAY, MODE_CHECK, MODE_POSITION, MODE_MOVES, MODE_PRINT, MODE_AEI, MODE_ANALYSE };

enum {
	OPT_CHECK = 256, OPT_POSITION, OPT_MOVES, OPT_COUNT, OPT_OLD_RULES,
	OPT_REPLAY, OPT_RESUME, OPT_GOLD, OPT_SILVER, OPT_ASCII, OPT_HOTSEAT, OPT_GAMES,
	OPT_HELP_KEYS, OPT_TIME_CONTROL, OPT_HANDOVER,
	OPT_AEI, OPT_GOLD_ENGINE, OPT_SILVER_ENGINE, OPT_ENGINE_DEPTH, OPT_ENGINE_TIME,
	OPT_ENGINE_DELAY,
	OPT_ENGINE_PONDER, OPT_PRINT, OPT_MAIN_LINE, OPT_BELL, OPT_ANALYSE, OPT_ENGINE, OPT_ANALYSIS_ENGINE, OPT_ENGINE_THREADS, OPT_LEARN, OPT_PUZZLES, OPT_EDIT
};

static const struct option main_options[] = {
	{ "check", no_argument, NULL, OPT_CHECK },
	{ "position", optional_argument, NULL, OPT_POSITION },
	{ "moves", optional_argument, NULL, OPT_MOVES },
	{ "count", no_argument, NULL, OPT_COUNT },
	{ "print", optional_argument, NULL, OPT_PRINT },
	{ "main-line", no_argument, NULL, OPT_MAIN_LINE },
	{ "analyse", optional_argument, NULL, OPT_ANALYSE },
	{ "engine", required_argument, NULL, OPT_ENGINE },
	{ "analysis-engine", required_argument, NULL, OPT_ANALYSIS_ENGINE },
	{ "old-rules", no_argument, NULL, OPT_OLD_RULES },
	{ "replay", optional_argument, NULL, OPT_REPLAY },
	{ "resume", no_argument, NULL, OPT_RESUME },
	{ "gold", required_argument, NULL, OPT_GOLD },
	{ "silver", required_argument, NULL, OPT_SILVER },
	{ "ascii", no_argument, NULL, OPT_ASCII },
	{ "hotseat", no_argument, NULL, OPT_HOTSEAT },
	{ "games", no_argument, NULL, OPT_GAMES },
	{ "help-keys", no_argument, NULL, OPT_HELP_KEYS },
	{ "time-control", required_argument, NULL, OPT_TIME_CONTROL },
	{ "handover", no_argument, NULL, OPT_HANDOVER },
	{ "bell", no_argument, NULL, OPT_BELL },
	{ "aei", no_argument, NULL, OPT_AEI },
	{ "gold-engine", required_argument, NULL, OPT_GOLD_ENGINE },
	{ "silver-engine", required_argument, NULL, OPT_SILVER_ENGINE },
	{ "engine-depth", required_argument, NULL, OPT_ENGINE_DEPTH },
	{ "engine-time", required_argument, NULL, OPT_ENGINE_TIME },
	{ "engine-delay", required_argument, NULL, OPT_ENGINE_DELAY },
	{ "engine-ponder", no_argument, NULL, OPT_ENGINE_PONDER },
	{ "engine-threads", required_argument, NULL, OPT_ENGINE_THREADS },
	{ "learn", no_argument, NULL, OPT_LEARN },
	{ "puzzles", no_argument, NULL, OPT_PUZZLES },
	{ "edit", no_argument, NULL, OPT_EDIT },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

/* Prints the usage summary to standard output. */
static void main_usage(void)
{
	fputs("Usage: arimaa [OPTION]... [FILE]\n"
	      "  or:  arimaa --check [--old-rules] FILE...\n"
	      "  or:  arimaa --position [--old-rules] FILE[#ID]\n"
	      "  or:  arimaa --moves [--count] [--old-rules] FILE[#ID]\n"
	      "  or:  arimaa --print [--main-line] [--old-rules] FILE[#ID]\n"
	      "  or:  arimaa --analyse [--engine CMD] [--engine-time SECS] FILE[#ID]\n"
	      "  or:  arimaa --aei\n"
	      "Play Arimaa in the terminal, or check and examine game records.\n"
	      "\n"
	      "Interactive game (standard input and output must be a terminal):\n"
	      "      --replay FILE    step through the game in FILE and its variations\n"
	      "      --resume         resume the autosaved game without asking\n"
	      "      --gold NAME      name of the Gold player\n"
	      "      --silver NAME    name of the Silver player\n"
	      "      --ascii          plain ASCII pieces and borders\n"
	      "      --hotseat        turn the board towards the player to move\n"
	      "      --games          choose one of the famous games that come with\n"
	      "                         arimaa, to replay it\n"
	      "      --time-control M/R/P/L/G/T|none\n"
	      "                       play a new game on the clock, e.g. 2/2/100/10/8:\n"
	      "                         move time, reserve, percent saved, reserve\n"
	      "                         limit, game limit (hours, or 90t moves), most\n"
	      "                         time for one move; trailing fields optional;\n"
	      "                         none: no clock (either way it is not asked)\n"
	      "      --handover       between turns, a screen that runs neither clock\n"
	      "                         until the next player presses Enter\n"
	      "      --bell           ring the bell when the time to move gets under\n"
	      "                         30 s, and again under 10 s\n"
	      "      --gold-engine CMD    Gold is played by the AEI engine CMD (run by\n"
	      "                         /bin/sh -c; 'builtin' is the built-in one)\n"
	      "      --silver-engine CMD  Silver is played by the AEI engine CMD\n"
	      "      --engine-depth N     the engines' search depth in steps (the AEI\n"
	      "                         depth option; 4 is the built-in engine's weakest)\n"
	      "      --engine-time SECS   the engines' time a move: AEI tcmove SECS, and a\n"
	      "                         reserve of 3 s refilled every move (tcreserve,\n"
	      "                         greserve, sreserve 3; tcpercent 0)\n"
	      "      --engine-delay MS    pause between the steps of an engine's move shown\n"
	      "                         (default 400)\n"
	      "      --engine-ponder      the engines think on their opponent's time too\n"
	      "                         (AEI go ponder)\n"
	      "      --engine-threads N   the built-in engine searches on N threads (1 to\n"
	      "                         8; default: one for each processor); sent to\n"
	      "                         the other engines too (the AEI threads option)\n"
	      "      --analysis-engine CMD  analysis mode (key E) runs the AEI engine CMD\n"
	      "                         instead of the built-in one\n"
	      "      --learn          the tutorial: lessons that teach the rules, each\n"
	      "                         done on the board and checked (progress kept)\n"
	      "      --puzzles        puzzles from real games: goals, captures, saves,\n"
	      "                         listed by theme and difficulty; a streak and a\n"
	      "                         score by theme are kept\n"
	      "      --edit           the position editor; with FILE, the position in it\n"
	      "                         (a short form, a diagram or a record's last)\n"
	      "  With FILE, the game in FILE is opened to be played on; with neither\n"
	      "  FILE nor the options that start a game, the main menu opens first.\n"
	      "\n"
	      "Batch commands (FILE may be - for standard input):\n"
	      "      --check          check every game in each FILE: one line per game,\n"
	      "                         'ok', 'illegal' (with the first illegal move)\n"
	      "                         or 'error' (not a game record)\n"
	      "      --position       print the position at the end of the game as a\n"
	      "                         diagram\n"
	      "      --moves          list every distinct legal turn for the side to move\n"
	      "                         at the end of the game\n"
	      "      --count          with --moves, print only the number of turns\n"
	      "      --print          write each game as an annotated record (variations,\n"
	      "                         comments, glyphs), the canonical form\n"
	      "      --main-line      with --print (or alone), write only the main line\n"
	      "                         of each game as a plain record\n"
	      "      --analyse        search every position of each game's main line with\n"
	      "                         an engine and write the annotated record: [%eval]\n"
	      "                         (centi-rabbits, Gold's side) on each move, ?! ? ??\n"
	      "                         on moves that lose 1, 2 or 4 rabbits with material\n"
	      "                         or a goal at stake, with the engine's better turn\n"
	      "                         in a comment\n"
	      "      --engine CMD     with --analyse, the AEI engine CMD (default: the\n"
	      "                         built-in engine); --engine-depth N and\n"
	      "                         --engine-time SECS set its depth and time a\n"
	      "                         position (default: 1 second), --engine-threads N\n"
	      "                         its threads (default: 1, so that a fixed depth\n"
	      "                         gives the same record every time)\n"
	      "      --old-rules      replay under the rules before 2008-07-01 (a third\n"
	      "                         repetition loses; play without rabbits goes on)\n"
	      "      --aei            be an AEI engine: speak the Arimaa Engine Interface\n"
	      "                         on standard input and output\n"
	      "  FILE#ID names the game with that id in an arimaa.com archive file,\n"
	      "  FILE#N game N (from 1) of an annotated record of several games;\n"
	      "  without #ID, --check checks every game, --position and --moves use\n"
	      "  the file's first game. Files of up to 64 MiB are read.\n"
	      "\n"
	      "  -h, --help           display this help and exit\n"
	      "      --help-keys      list the keys of the help screen and exit\n"
	      "  -V, --version        output version information and exit\n"
	      "\n"
	      "Exit status: 0 if all is well (every game ok with --check), 1 if a game\n"
	      "is illegal or a file is not a game record, 2 for a usage error.\n"
	      "The manual, man 6 arimaa, teaches the rules, the keys and the notation.\n",
	      stdout);
}

/* Prints the version to standard output. */
static void main_version(void)
{
	fputs(PACKAGE_NAME " " PACKAGE_VERSION "\n", stdout);
}

/* Reports a usage error on standard error; returns the usage exit status. */
static int main_usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int main_usage_error(const char *fmt, ...)
{
	va_list ap;

	fputs("arimaa: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'arimaa --help' for more information.\n", stderr);
	return CLI_EXIT_USAGE;
}

/* Reports the option that getopt_long refused (c is ':' for a missing
 * argument, '?' otherwise), named as it was typed in arg (the argument
 * getopt_long was reading), its bytes shown safely. Returns the usage exit status. */
static int main_option_error(int c, const char *arg)
{
	char shown[256];
	size_t n = strlen(arg);
	bool is_long = arg[0] == '-' && arg[1] == '-';

	if (optopt > 0 && optopt < 256 && !is_long) {
		/* A short option, perhaps inside a cluster such as -Vq. */
		char opt = (char)optopt;
		text_visible(&opt, 1, 16, shown, sizeof shown);
		return main_usage_error("invalid option -- '%s'", shown);
	}
	if (is_long && (optopt != 0 || c == ':')) {
		/* A known long option: name it without any "=value". */
		const char *eq = strchr(arg, '=');
		if (eq)
			n = (size_t)(eq - arg);
		text_visible(arg, n, 60, shown, sizeof shown);
		if (c == ':')
			return main_usage_error("option '%s' requires an argument", shown);
		return main_usage_error("option '%s' doesn't allow an argument", shown);
	}
	text_visible(arg, n, 60, shown, sizeof shown);
	return main_usage_error("unrecognized or ambiguous option '%s'", shown);
}

/* Flushes standard output and reports a write error (a full disk, a
 * closed pipe). Returns status, or 1 if the output was lost. */
static int main_close_stdout(int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "arimaa: write error: %s\n", strerror(errno));
		return CLI_EXIT_FAIL;
	}
	return status;
}

/* Reads a whole decimal number from lo to hi into *out. */
static bool main_number(const char *s, long lo, long hi, long *out)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end != '\0' || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

/* Sets the mode once; a second, different mode is a usage error. */
static bool main_set_mode(enum mode *mode, enum mode m)
{
	if (*mode != MODE_PLAY && *mode != m)
		return false;
	*mode = m;
	return true;
}

int main(int argc, char **argv)
{
	struct ui_options ui = { .file = NULL };
	struct timecontrol tc;
	char why[200];
	enum mode mode = MODE_PLAY;
	const char *mode_file = NULL;
	const char *play_only = NULL;   /* an option of the interactive game, if given */
	bool count = false, old_rules = false, main_line = false;
	const char *engine_opt = NULL;  /* --engine-depth, --engine-time or --engine-threads, if given */
	const char *engine = NULL;      /* --engine */
	long engine_depth = 0, engine_time = 0, engine_threads = 0;
	long num;
	int c, nfiles;
	const char *const *files;

	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hV", main_options, NULL)) != -1) {
		enum mode m = MODE_PLAY;
		switch (c) {
		case OPT_CHECK: m = MODE_CHECK; break;
		case OPT_POSITION: m = MODE_POSITION; break;
		case OPT_MOVES: m = MODE_MOVES; break;
		case OPT_AEI: m = MODE_AEI; break;
		case OPT_COUNT: count = true; break;
		case OPT_PRINT: m = MODE_PRINT; break;
		case OPT_ANALYSE: m = MODE_ANALYSE; break;
		case OPT_ENGINE: engine = optarg; break;
		case OPT_MAIN_LINE: main_line = true; break;
		case OPT_OLD_RULES: old_rules = true; break;
		case OPT_REPLAY: ui.replay = true; play_only = "--replay"; break;
		case OPT_RESUME: ui.resume = true; play_only = "--resume"; break;
		case OPT_GOLD: ui.gold_name = optarg; play_only = "--gold"; break;
		case OPT_SILVER: ui.silver_name = optarg; play_only = "--silver"; break;
		case OPT_ASCII: ui.ascii = true; play_only = "--ascii"; break;
		case OPT_HOTSEAT: ui.hotseat = true; play_only = "--hotseat"; break;
		case OPT_GAMES: ui.games = true; play_only = "--games"; break;
		case OPT_HELP_KEYS:
			if (ui_print_keys() != 0)
				return main_close_stdout(CLI_EXIT_FAIL);
			return main_close_stdout(CLI_EXIT_OK);
		case OPT_TIME_CONTROL:
			if (strcmp(optarg, "none") != 0 && timecontrol_parse(optarg, &tc, why, sizeof why) != 0)
				return main_usage_error("--time-control: %s", why);
			ui.time_control = optarg;
			play_only = "--time-control";
			break;
		case OPT_HANDOVER: ui.handover = true; play_only = "--handover"; break;
		case OPT_BELL: ui.bell = true; play_only = "--bell"; break;
		case OPT_GOLD_ENGINE: ui.gold_engine = optarg; play_only = "--gold-engine"; break;
		case OPT_SILVER_ENGINE: ui.silver_engine = optarg; play_only = "--silver-engine"; break;
		case OPT_ENGINE_DEPTH:
			if (!main_number(optarg, 1, 100, &num))
				return main_usage_error("--engine-depth wants a number of steps from 1 to 100, not '%s'", optarg);
			ui.engine_depth = optarg;
			engine_depth = num;
			engine_opt = "--engine-depth";
			break;
		case OPT_ENGINE_TIME:
			if (!main_number(optarg, 1, 86400, &num))
				return main_usage_error("--engine-time wants seconds from 1 to 86400, not '%s'", optarg);
			ui.engine_time = num;
			engine_time = num;
			engine_opt = "--engine-time";
			break;
		case OPT_ENGINE_DELAY:
			if (!main_number(optarg, 0, 10000, &num))
				return main_usage_error("--engine-delay wants milliseconds from 0 to 10000, not '%s'", optarg);
			ui.engine_delay = num;
			ui.engine_delay_set = true;
			play_only = "--engine-delay";
			break;
		case OPT_ENGINE_PONDER: ui.engine_ponder = true; play_only = "--engine-ponder"; break;
		case OPT_ENGINE_THREADS:
			if (!main_number(optarg, 1, ENGINE_MAX_THREADS, &num))
				return main_usage_error("--engine-threads wants a number of threads from 1 to %d, not '%s'",
							ENGINE_MAX_THREADS, optarg);
			ui.engine_threads = (int)num;
			engine_threads = num;
			engine_opt = "--engine-threads";
			break;
		case OPT_ANALYSIS_ENGINE: ui.analysis_engine = optarg; play_only = "--analysis-engine"; break;
		case OPT_LEARN: ui.learn = true; play_only = "--learn"; break;
		case OPT_PUZZLES: ui.puzzles = true; play_only = "--puzzles"; break;
		case OPT_EDIT: ui.edit = true; play_only = "--edit"; break;
		case 'h':
			main_usage();
			return main_close_stdout(CLI_EXIT_OK);
		case 'V':
			main_version();
			return main_close_stdout(CLI_EXIT_OK);
		case ':':
		case '?':
			return main_option_error(c, argv[optind - 1]);
		}
		if (m != MODE_PLAY && !main_set_mode(&mode, m))
			return main_usage_error("%s", "only one of --check, --position, --moves, --print, --analyse and --aei may be given");
		if ((c == OPT_POSITION || c == OPT_MOVES || c == OPT_REPLAY || c == OPT_PRINT || c == OPT_ANALYSE) &&
		    optarg)
			mode_file = optarg;
	}
	files = (const char *const *)argv + optind;
	nfiles = argc - optind;
	if (mode_file) {
		if (nfiles > 0)
			return main_usage_error("extra operand '%s'", files[0]);
		files = &mode_file;
		nfiles = 1;
	}
	if (count && mode == MODE_PLAY)
		mode = MODE_MOVES;
	if (count && mode != MODE_MOVES)
		return main_usage_error("%s", "--count goes with --moves");
	if (main_line && mode == MODE_PLAY)
		mode = MODE_PRINT;
	if (main_line && mode != MODE_PRINT)
		return main_usage_error("%s", "--main-line goes with --print");
	if (engine && mode != MODE_ANALYSE)
		return main_usage_error("%s", "--engine goes with --analyse");
	if (mode != MODE_PLAY && mode != MODE_ANALYSE && engine_opt)
		play_only = engine_opt;
	if (mode != MODE_PLAY && play_only)
		return main_usage_error("%s is an option of the interactive game", play_only);
	if (mode == MODE_PLAY && old_rules)
		return main_usage_error("%s", "--old-rules goes with --check, --position or --moves");

	switch (mode) {
	case MODE_CHECK:
		if (nfiles == 0)
			return main_usage_error("%s", "--check needs at least one FILE");
		return main_close_stdout(cli_check(files, nfiles, old_rules));
	case MODE_POSITION:
	case MODE_MOVES:
		if (nfiles == 0)
			return main_usage_error("%s needs a FILE", mode == MODE_MOVES ? "--moves" : "--position");
		if (nfiles > 1)
			return main_usage_error("extra operand '%s'", files[1]);
		if (mode == MODE_POSITION)
			return main_close_stdout(cli_position(files[0], old_rules));
		return main_close_stdout(cli_moves(files[0], old_rules, count));
	case MODE_PRINT:
		if (nfiles == 0)
			return main_usage_error("%s", "--print needs a FILE");
		if (nfiles > 1)
			return main_usage_error("extra operand '%s'", files[1]);
		return main_close_stdout(cli_print(files[0], old_rules, main_line));
	case MODE_ANALYSE:
		if (nfiles == 0)
			return main_usage_error("%s", "--analyse needs a FILE");
		if (nfiles > 1)
			return main_usage_error("extra operand '%s'", files[1]);
		return main_close_stdout(cli_analyse(files[0], old_rules, engine, (int)engine_depth, engine_time * 1000, (int)engine_threads));
	case MODE_AEI:
		if (nfiles > 0)
			return main_usage_error("extra operand '%s'", files[0]);
		if (old_rules)
			return main_usage_error("%s", "--old-rules goes with --check, --position or --moves");
		return aeiengine_run(STDIN_FILENO, STDOUT_FILENO);
	case MODE_PLAY:
		break;
	}

	if (nfiles > 1)
		return main_usage_error("extra operand '%s'", files[1]);
	if (ui.replay && nfiles == 0)
		return main_usage_error("%s", "--replay needs a FILE");
	if (ui.games && (nfiles > 0 || ui.replay))
		return main_usage_error("%s", "--games opens the famous games; it takes no FILE");
	if ((ui.learn ? 1 : 0) + (ui.puzzles ? 1 : 0) + (ui.edit ? 1 : 0) > 1)
		return main_usage_error("%s", "only one of --learn, --puzzles and --edit may be given");
	if ((ui.learn || ui.puzzles) && (nfiles > 0 || ui.replay || ui.games || ui.resume))
		return main_usage_error("%s takes no FILE, --replay, --games or --resume", ui.learn ? "--learn" : "--puzzles");
	if (ui.edit && (ui.replay || ui.games || ui.resume))
		return main_usage_error("%s", "--edit goes without --replay, --games and --resume");
	if (ui.edit) {
		ui.edit_file = nfiles ? files[0] : NULL;
		nfiles = 0;
	}
	ui.file = nfiles ? files[0] : NULL;
	ui.self = argv[0];
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fputs("arimaa: the interactive game needs a terminal on standard input and output;\n"
		      "for game files use --check, --position or --moves (see 'arimaa --help')\n", stderr);
		return CLI_EXIT_USAGE;
	}
	return ui_run(&ui);
}
