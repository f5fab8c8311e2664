/* placeholder */
#include "config.h"
int main(void) { return 77; }
