/* waitstatus.c: runs a command and writes to FILE how it ended, "exit N"
 * or "signal N", which a shell's $? cannot tell apart (128 + N either way).
 * The terminal tests use it to prove that arimaa dies of a signal. */
#include "config.h"
#include <stdio.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 3) {
		fputs("usage: waitstatus FILE COMMAND [ARG...]\n", stderr);
		return 2;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("waitstatus: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror("waitstatus: exec");
		_exit(127);
	}
	int st;
	while (waitpid(pid, &st, 0) < 0)
		;
	FILE *f = fopen(argv[1], "w");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	if (WIFSIGNALED(st))
		fprintf(f, "signal %d\n", WTERMSIG(st));
	else
		fprintf(f, "exit %d\n", WEXITSTATUS(st));
	return fclose(f) == 0 ? 0 : 2;
}
