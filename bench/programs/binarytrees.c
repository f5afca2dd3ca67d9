/* binarytrees.c -- C twin of binarytrees.jl: same trees, one malloc per node, free after each check. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node { struct Node *left, *right; } Node;

static Node *make(int d) {
    Node *t = malloc(sizeof *t);
    if (d == 0) { t->left = t->right = NULL; }
    else { t->left = make(d - 1); t->right = make(d - 1); }
    return t;
}

static long check(const Node *t) {
    if (!t->left || !t->right) return 1;
    return 1 + check(t->left) + check(t->right);
}

static void drop(Node *t) {
    if (t->left) drop(t->left);
    if (t->right) drop(t->right);
    free(t);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 17;
    int mindepth = 4, maxdepth = n > mindepth + 2 ? n : mindepth + 2, stretch = maxdepth + 1;
    Node *s = make(stretch);
    printf("stretch tree of depth %d\t check: %ld\n", stretch, check(s));
    drop(s);
    Node *long_lived = make(maxdepth);
    for (int d = mindepth; d <= maxdepth; d += 2) {
        long niter = 1L << (maxdepth - d + mindepth), c = 0;
        for (long j = 0; j < niter; j++) { Node *t = make(d); c += check(t); drop(t); }
        printf("%ld\t trees of depth %d\t check: %ld\n", niter, d, c);
    }
    printf("long lived tree of depth %d\t check: %ld\n", maxdepth, check(long_lived));
    drop(long_lived);
    return 0;
}
