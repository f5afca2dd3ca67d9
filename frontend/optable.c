/* optable.c — Julia 1.7's operator table: precedence classes, unary/syntactic sets, the
 * characters that may form operators, and operator suffixes (`+₁`, `*′`).
 *
 * The lists mirror the precedence table at the top of Julia's julia-parser.scm (1.7):
 * each class below lists its operators; "dotted" classes also accept `.op`. Lookups are
 * by interned symbol (pointer hash) for the parser and by byte string for the lexer.
 */
#include "fe_internal.h"
#include <string.h>

typedef struct {
    int prec;        /* PREC_* */
    int dotted;      /* also add `.op` */
    const char *ops; /* space separated */
} op_class;

static const op_class classes[] = {
    {PREC_ASSIGN, 1, "= += -= −= *= /= //= \\= ^= ÷= %= <<= >>= >>>= |= &= ⊻= ≔ ⩴ ≕ ~"},
    {PREC_ASSIGN, 0, ":= $="},
    {PREC_PAIR, 1, "=>"},
    {PREC_COND, 0, "?"},
    {PREC_ARROW, 1,
     "← → ↔ ↚ ↛ ↞ ↠ ↢ ↣ ↦ ↤ ↮ ⇎ ⇍ ⇏ ⇐ ⇒ ⇔ ⇴ ⇶ ⇷ ⇸ ⇹ ⇺ ⇻ ⇼ ⇽ ⇾ ⇿ ⟵ ⟶ ⟷ ⟹ ⟺ ⟻ ⟼ ⟽ ⟾ ⟿ ⤀ ⤁ ⤂ "
     "⤃ ⤄ ⤅ ⤆ ⤇ ⤌ ⤍ ⤎ ⤏ ⤐ ⤑ ⤔ ⤕ ⤖ ⤗ ⤘ ⤝ ⤞ ⤟ ⤠ ⥄ ⥅ ⥆ ⥇ ⥈ ⥊ ⥋ ⥎ ⥐ ⥒ ⥓ ⥖ ⥗ ⥚ ⥛ ⥞ ⥟ ⥢ ⥤ "
     "⥦ ⥧ ⥨ ⥩ ⥪ ⥫ ⥬ ⥭ ⥰ ⧴ ⬱ ⬰ ⬲ ⬳ ⬴ ⬵ ⬶ ⬷ ⬸ ⬹ ⬺ ⬻ ⬼ ⬽ ⬾ ⬿ ⭀ ⭁ ⭂ ⭃ ⭄ ⭇ ⭈ ⭉ ⭊ ⭋ ⭌ ￩ ￫ ⇜ "
     "⇝ ↜ ↝ ↩ ↪ ↫ ↬ ↼ ↽ ⇀ ⇁ ⇄ ⇆ ⇇ ⇉ ⇋ ⇌ ⇚ ⇛ ⇠ ⇢ ↷ ↶ ↺ ↻ --> <-- <-->"},
    {PREC_OR, 1, "||"},
    {PREC_AND, 1, "&&"},
    {PREC_COMPARISON, 0, "in isa"},
    {PREC_COMPARISON, 1,
     "> < >= ≥ <= ≤ == === ≡ != ≠ !== ≢ ∈ ∉ ∋ ∌ ⊆ ⊈ ⊂ ⊄ ⊊ ∝ ∊ ∍ ∥ ∦ ∷ ∺ ∻ ∽ ∾ ≁ ≃ ≂ ≄ ≅ ≆ ≇ ≈ "
     "≉ ≊ ≋ ≌ ≍ ≎ ≐ ≑ ≒ ≓ ≖ ≗ ≘ ≙ ≚ ≛ ≜ ≝ ≞ ≟ ≣ ≦ ≧ ≨ ≩ ≪ ≫ ≬ ≭ ≮ ≯ ≰ ≱ ≲ ≳ ≴ ≵ ≶ ≷ ≸ ≹ ≺ ≻ "
     "≼ ≽ ≾ ≿ ⊀ ⊁ ⊃ ⊅ ⊇ ⊉ ⊋ ⊏ ⊐ ⊑ ⊒ ⊜ ⊩ ⊬ ⊮ ⊰ ⊱ ⊲ ⊳ ⊴ ⊵ ⊶ ⊷ ⋍ ⋐ ⋑ ⋕ ⋖ ⋗ ⋘ ⋙ ⋚ ⋛ ⋜ ⋝ ⋞ ⋟ "
     "⋠ ⋡ ⋢ ⋣ ⋤ ⋥ ⋦ ⋧ ⋨ ⋩ ⋪ ⋫ ⋬ ⋭ ⋲ ⋳ ⋴ ⋵ ⋶ ⋷ ⋸ ⋹ ⋺ ⋻ ⋼ ⋽ ⋾ ⋿ ⟈ ⟉ ⟒ ⦷ ⧀ ⧁ ⧡ ⧣ ⧤ ⧥ ⩦ ⩧ ⩪ "
     "⩫ ⩬ ⩭ ⩮ ⩯ ⩰ ⩱ ⩲ ⩳ ⩵ ⩶ ⩷ ⩸ ⩹ ⩺ ⩻ ⩼ ⩽ ⩾ ⩿ ⪀ ⪁ ⪂ ⪃ ⪄ ⪅ ⪆ ⪇ ⪈ ⪉ ⪊ ⪋ ⪌ ⪍ ⪎ ⪏ ⪐ ⪑ ⪒ ⪓ "
     "⪔ ⪕ ⪖ ⪗ ⪘ ⪙ ⪚ ⪛ ⪜ ⪝ ⪞ ⪟ ⪠ ⪡ ⪢ ⪣ ⪤ ⪥ ⪦ ⪧ ⪨ ⪩ ⪪ ⪫ ⪬ ⪭ ⪮ ⪯ ⪰ ⪱ ⪲ ⪳ ⪴ ⪵ ⪶ ⪷ ⪸ ⪹ ⪺ ⪻ "
     "⪼ ⪽ ⪾ ⪿ ⫀ ⫁ ⫂ ⫃ ⫄ ⫅ ⫆ ⫇ ⫈ ⫉ ⫊ ⫋ ⫌ ⫍ ⫎ ⫏ ⫐ ⫑ ⫒ ⫓ ⫔ ⫕ ⫖ ⫗ ⫘ ⫙ ⫷ ⫸ ⫹ ⫺ ⊢ ⊣ ⟂ ⫪ ⫫ <: >:"},
    {PREC_PIPE_LT, 1, "<|"},
    {PREC_PIPE_GT, 1, "|>"},
    {PREC_COLON, 0, ": .."},
    {PREC_COLON, 1, "… ⁝ ⋮ ⋱ ⋰ ⋯"},
    {PREC_PLUS, 0, "$"},
    {PREC_PLUS, 1,
     "+ - − ¦ | ⊕ ⊖ ⊞ ⊟ ++ ∪ ∨ ⊔ ± ∓ ∔ ∸ ≏ ⊎ ⊻ ⊽ ⋎ ⋓ ⧺ ⧻ ⨈ ⨢ ⨣ ⨤ ⨥ ⨦ ⨧ ⨨ ⨩ ⨪ ⨫ ⨬ ⨭ ⨮ ⨹ ⨺ ⩁ ⩂ "
     "⩅ ⩊ ⩌ ⩏ ⩐ ⩒ ⩔ ⩖ ⩗ ⩛ ⩝ ⩡ ⩢ ⩣"},
    {PREC_TIMES, 1,
     "* / ⌿ ÷ % & · \xCE\x87 ⋅ ∘ × \\ ∩ ∧ ⊗ ⊘ ⊙ ⊚ ⊛ ⊠ ⊡ ⊓ ∗ ∙ ∤ ⅋ ≀ ⊼ ⋄ ⋆ ⋇ ⋉ ⋊ ⋋ ⋌ ⋏ ⋒ ⟑ ⦸ ⦼ ⦾ ⦿ ⧶ ⧷ "
     "⨇ ⨰ ⨱ ⨲ ⨳ ⨴ ⨵ ⨶ ⨷ ⨸ ⨻ ⨼ ⨽ ⩀ ⩃ ⩄ ⩋ ⩍ ⩎ ⩑ ⩓ ⩕ ⩘ ⩚ ⩜ ⩞ ⩟ ⩠ ⫛ ⊍ ▷ ⨝ ⟕ ⟖ ⟗ ⨟"},
    {PREC_RATIONAL, 1, "//"},
    {PREC_BITSHIFT, 1, "<< >> >>>"},
    {PREC_POWER, 1,
     "^ ↑ ↓ ⇵ ⟰ ⟱ ⤈ ⤉ ⤊ ⤋ ⤒ ⤓ ⥉ ⥌ ⥍ ⥏ ⥑ ⥔ ⥕ ⥘ ⥙ ⥜ ⥝ ⥠ ⥡ ⥣ ⥥ ⥮ ⥯ ￪ ￬"},
    {PREC_DECL, 0, "::"},
    {PREC_DOT, 0, "."},
};

/* ---- a small open-addressing table keyed by symbol pointer */
typedef struct {
    rt_sym *key;    /* operator symbol (NULL = empty) */
    uint8_t prec;   /* binary precedence, 0 if none */
    uint16_t flags; /* OPF_* */
} op_entry;

static op_entry *tab;   /* 2^k slots */
static size_t tabcap;   /* slots */
static size_t tabused;  /* occupied slots */
static bool opchars[0x10000]; /* BMP characters appearing in operators */
static bool dotopchars[0x10000]; /* characters that may follow `.` in a dotted operator */
static rt_sym *reserved[40];
static int nreserved;

static size_t slot_of(rt_sym *s) {
    uintptr_t h = (uintptr_t)s;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 20) & (tabcap - 1);
}

static op_entry *lookup(rt_sym *s, bool create) {
    size_t i = slot_of(s);
    while (tab[i].key) {
        if (tab[i].key == s) return &tab[i];
        i = (i + 1) & (tabcap - 1);
    }
    if (!create || tabused + 1 > tabcap * 3 / 4) return NULL;
    tabused++;
    tab[i].key = s;
    return &tab[i];
}

static void add_op(const char *name, size_t n, int prec, unsigned flags) {
    rt_sym *s = rt_symbol_n(name, n);
    op_entry *e = lookup(s, true);
    if (prec && !e->prec) e->prec = (uint8_t)prec;
    e->flags |= (uint16_t)flags;
    /* record operator characters */
    if (flags & OPF_OP) {
        size_t i = 0;
        while (i < n) {
            uint32_t c;
            int k = fe_utf8_decode(name + i, n - i, &c);
            if (k <= 0) break;
            if (c < 0x10000) opchars[c] = true;
            i += (size_t)k;
        }
        if (n >= 2 && name[0] == '.' && name[1] != '.') {
            uint32_t c;
            if (fe_utf8_decode(name + 1, n - 1, &c) > 0 && c < 0x10000) dotopchars[c] = true;
        }
    }
}

static bool is_word(const char *s) { return (s[0] >= 'a' && s[0] <= 'z'); }

static void add_list(const char *ops, int prec, int dotted, unsigned flags) {
    const char *p = ops;
    while (*p) {
        while (*p == ' ') p++;
        const char *q = p;
        while (*q && *q != ' ') q++;
        if (q > p) {
            char buf[32];
            size_t n = (size_t)(q - p);
            unsigned f = flags | (is_word(p) ? 0 : OPF_OP);
            add_op(p, n, prec, f);
            if (dotted) {
                buf[0] = '.';
                memcpy(buf + 1, p, n);
                add_op(buf, n + 1, prec, f);
            }
        }
        p = q;
    }
}

static void mark(const char *ops, unsigned flags) {
    const char *p = ops;
    while (*p) {
        while (*p == ' ') p++;
        const char *q = p;
        while (*q && *q != ' ') q++;
        if (q > p) {
            rt_sym *s = rt_symbol_n(p, (size_t)(q - p));
            op_entry *e = lookup(s, true);
            e->flags |= (uint16_t)flags;
        }
        p = q;
    }
}

void fe_optable_init(void);
void fe_optable_init(void) {
    if (tab) return;
    tabcap = 4096;
    tab = rt_alloc_permanent(tabcap * sizeof(op_entry));
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
        add_list(classes[i].ops, classes[i].prec, classes[i].dotted,
                 (classes[i].prec == PREC_ASSIGN || classes[i].prec == PREC_COND ||
                  classes[i].prec == PREC_OR || classes[i].prec == PREC_AND ||
                  classes[i].prec == PREC_COLON || classes[i].prec == PREC_DECL ||
                  classes[i].prec == PREC_DOT)
                     ? OPF_NOSUFFIX
                     : 0);
    /* unary operators (also dotted), arrows, ', .', ... */
    add_list("<: >:", 0, 0, OPF_UNARY);
    add_list("+ - ! ~ ¬ √ ∛ ∜ ⋆ ± ∓", 0, 1, OPF_UNARY);
    add_list("-> ' .' ...", 0, 0, OPF_NOSUFFIX);
    mark("-> <: >: in isa $", OPF_NOSUFFIX);
    mark("$ & ~ + - ⋆ ± ∓ .+ .- .⋆ .± .∓", OPF_UNBIN);
    mark("= += -= −= *= /= //= \\= ^= ÷= %= <<= >>= >>>= |= &= ⊻= .= .+= .-= .−= .*= ./= "
         ".//= .\\= .^= .÷= .%= .<<= .>>= .>>>= .|= .&= .⊻= := $= && || . ... ->",
         OPF_SYNTACTIC);
    mark("$ & ::", OPF_SYNUNARY);
    /* initial-operator?: operators minus : ' .' ? $ & :: and syntactic operators */
    for (size_t i = 0; i < tabcap; i++) {
        op_entry *e = &tab[i];
        if (!e->key || !(e->flags & OPF_OP)) continue;
        const char *n = e->key->name;
        if (e->flags & (OPF_SYNTACTIC | OPF_SYNUNARY)) continue;
        if (!strcmp(n, ":") || !strcmp(n, "'") || !strcmp(n, ".'") || !strcmp(n, "?")) continue;
        e->flags |= OPF_INITIAL;
    }
    dotopchars['.'] = true;
    static const char *rw[] = {"begin", "while", "if", "for", "try", "return", "break",
                               "continue", "function", "macro", "quote", "let", "local",
                               "global", "const", "do", "struct", "module", "baremodule",
                               "using", "import", "export", "end", "else", "elseif",
                               "catch", "finally", "true", "false"};
    for (size_t i = 0; i < sizeof rw / sizeof rw[0]; i++) {
        reserved[nreserved++] = rt_symbol(rw[i]);
        lookup(reserved[i], true)->flags |= (uint16_t)(OPF_RESERVED | (i < 22 ? OPF_INITRES : 0));
    }
}

bool fe_is_reserved(rt_sym *s) {
    op_entry *e = lookup(s, false);
    return e && (e->flags & OPF_RESERVED);
}

bool fe_is_initial_reserved(P *p, rt_sym *s) {
    op_entry *e = lookup(s, false);
    if (!e || !(e->flags & OPF_INITRES)) return false;
    return !(s == S.begin && p->end_symbol);
}

/* Strip operator suffix characters from the end of a symbol name; returns the base
 * operator's entry when the base allows suffixes. */
static op_entry *suffixed(rt_sym *s) {
    size_t n = s->len;
    const char *name = s->name;
    size_t end = n;
    while (end > 0) {
        size_t st = end - 1;
        while (st > 0 && ((unsigned char)name[st] & 0xC0) == 0x80) st--;
        uint32_t c;
        if (fe_utf8_decode(name + st, end - st, &c) <= 0 || !fe_op_suffix_char(c)) break;
        end = st;
    }
    if (end == n || end == 0) return NULL;
    op_entry *e = lookup(rt_symbol_n(name, end), false);
    if (!e || (e->flags & OPF_NOSUFFIX) || !(e->flags & OPF_OP)) return NULL;
    return e;
}

static op_entry *info(rt_sym *s) {
    if (!s) return NULL;
    op_entry *e = lookup(s, false);
    if (e) return e;
    if (s->len < 2) return NULL;
    op_entry *b = suffixed(s);
    if (!b) return NULL;
    op_entry copy = *b;
    e = lookup(s, true);
    if (!e) return b; /* table full: answer without caching */
    e->prec = copy.prec;
    e->flags = copy.flags & (OPF_OP | OPF_UNARY | OPF_UNBIN | OPF_INITIAL);
    return e;
}

int fe_op_prec(rt_sym *s) {
    op_entry *e = info(s);
    return e ? e->prec : 0;
}

unsigned fe_op_flags(rt_sym *s) {
    op_entry *e = info(s);
    return e ? e->flags : 0;
}

bool fe_is_operator_str(const char *s, size_t n) {
    rt_sym *sym = fe_symbol_n(s, n);
    return (fe_op_flags(sym) & OPF_OP) != 0;
}

bool fe_opchar(uint32_t c) { return c < 0x10000 && opchars[c]; }
bool fe_dot_opchar(uint32_t c) { return c < 0x10000 && dotopchars[c]; }
