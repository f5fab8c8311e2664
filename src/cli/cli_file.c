/* cli_file.c: printing text from an input file without raw control bytes,
 * and a problem with a game in one line. */
#include "config.h"
#include <string.h>
#include "cli/cli.h"
#include "notation/text.h"

void cli_print_safe(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s);

	while (n > 0) {
		unsigned long cp;
		size_t k = text_utf8(p, n, &cp);
		if (k == 0 && *p >= 0x80 && *p <= 0x9f)
			fprintf(f, "\\x%02x", *p);      /* a C1 control as a byte */
		else if (k == 0 || (*p >= 0x20 && *p != 0x7f && (cp < 0x80 || cp > 0x9f)))
			fwrite(p, 1, k ? k : 1, f);  /* text, or a byte of another charset */
		else if (cp < 0x80)
			fprintf(f, "\\x%02x", *p);      /* C0 or DEL */
		else
			fprintf(f, "\\u%04lx", cp);     /* a C1 control in UTF-8 */
		k = k ? k : 1;
		p += k;
		n -= k;
	}
}

void cli_print_problem(FILE *f, const char *label, const char *kind, const struct record_error *err)
{
	char text[sizeof err->message + 64];

	cli_print_safe(f, label);
	fprintf(f, ": %s: ", kind);
	cli_print_safe(f, record_error_format(err, text, sizeof text));
	putc('\n', f);
}
