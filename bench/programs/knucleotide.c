/* knucleotide.c -- C twin of knucleotide.jl: an open-addressing hash table of string keys (FNV-1a). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *key; long count; } Slot;
typedef struct { Slot *slots; size_t cap, size; } Table;

static uint64_t hash(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ull; }
    return h;
}

static void grow(Table *t);

static Slot *find(Table *t, const char *s, size_t n, int insert) {
    size_t mask = t->cap - 1, i = hash(s, n) & mask;
    for (;;) {
        Slot *sl = &t->slots[i];
        if (!sl->key) {
            if (!insert) return NULL;
            if (2 * (t->size + 1) > t->cap) { grow(t); return find(t, s, n, 1); }
            sl->key = malloc(n + 1);
            memcpy(sl->key, s, n);
            sl->key[n] = 0;
            t->size++;
            return sl;
        }
        if (strlen(sl->key) == n && memcmp(sl->key, s, n) == 0) return sl;
        i = (i + 1) & mask;
    }
}

static void grow(Table *t) {
    Slot *old = t->slots;
    size_t oldcap = t->cap;
    t->cap *= 2;
    t->slots = calloc(t->cap, sizeof(Slot));
    for (size_t i = 0; i < oldcap; i++) {
        if (!old[i].key) continue;
        size_t mask = t->cap - 1, j = hash(old[i].key, strlen(old[i].key)) & mask;
        while (t->slots[j].key) j = (j + 1) & mask;
        t->slots[j] = old[i];
    }
    free(old);
}

static Table count_kmers(const char *seq, size_t len, size_t k) {
    Table t = {calloc(16, sizeof(Slot)), 16, 0};
    for (size_t i = 0; i + k <= len; i++) find(&t, seq + i, k, 1)->count++;
    return t;
}

static void free_table(Table *t) {
    for (size_t i = 0; i < t->cap; i++) free(t->slots[i].key);
    free(t->slots);
}

static int by_count(const void *a, const void *b) {
    const Slot *x = a, *y = b;
    if (x->count != y->count) return x->count > y->count ? -1 : 1;
    return strcmp(x->key, y->key);
}

static void print_frequencies(const char *seq, size_t len, size_t k) {
    Table t = count_kmers(seq, len, k);
    Slot *all = malloc(t.size * sizeof(Slot));
    size_t m = 0;
    long total = 0;
    for (size_t i = 0; i < t.cap; i++) if (t.slots[i].key) { all[m++] = t.slots[i]; total += t.slots[i].count; }
    qsort(all, m, sizeof(Slot), by_count);
    for (size_t i = 0; i < m; i++) printf("%s %.3f\n", all[i].key, 100.0 * all[i].count / total);
    printf("\n");
    free(all);
    free_table(&t);
}

int main(void) {
    char *line = NULL, *seq = NULL;
    size_t lcap = 0, len = 0, cap = 0;
    ssize_t n;
    int inside = 0;
    while ((n = getline(&line, &lcap, stdin)) > 0) {
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[0] == '>') { inside = strncmp(line, ">THREE", 6) == 0; continue; }
        if (!inside) continue;
        if (len + n + 1 > cap) { cap = (len + n + 1) * 2; seq = realloc(seq, cap); }
        for (ssize_t i = 0; i < n; i++) seq[len + i] = (char)toupper((unsigned char)line[i]);
        len += n;
    }
    print_frequencies(seq, len, 1);
    print_frequencies(seq, len, 2);
    const char *probes[] = {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"};
    for (int p = 0; p < 5; p++) {
        size_t k = strlen(probes[p]);
        Table t = count_kmers(seq, len, k);
        Slot *s = find(&t, probes[p], k, 0);
        printf("%ld\t%s\n", s ? s->count : 0L, probes[p]);
        free_table(&t);
    }
    free(line);
    free(seq);
    return 0;
}
