<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>000-bound</name>
    <message>
        <source>Speeds of `partita generate --kind star --p P --seed 1..%1` (ratio 3.5 between the fastest and the slowest), P = 4 to 144; a matrix of 600 blocks a side (n = 6000, q = 10). For each partition, Ĉ = Σ(h_i + v_i) on the unit square over the lower bound 2Σ√s_i, the mean and the largest over the seeds. The paper prints no values for these problems (§2.3 refers to its ref. [2] for numerical tests), so nothing is compared.</source>
        <translation>Vitesses de `partita generate --kind star --p P --seed 1..%1` (rapport 3.5 entre le plus rapide et le plus lent), P = 4 à 144 ; une matrice de 600 blocs de côté (n = 6000, q = 10). Pour chaque partition, Ĉ = Σ(h_i + v_i) sur le carré unité rapporté à la borne inférieure 2Σ√s_i, la moyenne et le maximum sur les graines. L’article ne donne aucune valeur pour ces problèmes (le §2.3 renvoie à sa réf. [2] pour les tests numériques) : rien n’est donc comparé.</translation>
    </message>
    <message>
        <source>| P | %1 | %2 | %3 |
|---|---|---|---|
</source>
        <translation>| P | %1 | %2 | %3 |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>| %1 | %2 (≤ %3) | %4 (≤ %5) | %6 (≤ %7) |
</source>
        <translation>| %1 | %2 (≤ %3) | %4 (≤ %5) | %6 (≤ %7) |
</translation>
    </message>
    <message>
        <source>
Largest ratio over every P and seed: columns %1, recursive %2, grid2d %3. The column-based partition, optimal among column-based ones (COL-PERI-SUM, Theorem 3), comes closest to the bound as P grows; the 2D grid must line its rows and columns up (§2.2).</source>
        <translation>
Plus grand rapport sur l’ensemble des P et des graines : columns %1, recursive %2, grid2d %3. La partition en colonnes, optimale parmi les partitions en colonnes (COL-PERI-SUM, théorème 3), approche le plus la borne quand P croît ; la grille 2D doit aligner ses lignes et ses colonnes (§2.2).</translation>
    </message>
    <message>
        <source>Paper 000 §2: sum of half-perimeters over the lower bound 2Σ√s_i (mean of %1)</source>
        <translation>Article 000 §2 : somme des demi-périmètres rapportée à la borne inférieure 2Σ√s_i (moyenne sur %1 graines)</translation>
    </message>
    <message>
        <source>processors P</source>
        <translation>processeurs P</translation>
    </message>
    <message>
        <source>Ĉ / (2Σ√s_i)</source>
        <translation>Ĉ / (2Σ√s_i)</translation>
    </message>
</context>
<context>
    <name>000-fig7-9</name>
    <message>
        <source>Paper 000 §4.4-4.6: cost of the redistributions (elementary communications)</source>
        <translation>Article 000 §4.4-4.6 : coût des redistributions (communications élémentaires)</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>Fig. 7 (n = 12): column migration C3 → C1, 2n</source>
        <translation>Fig. 7 (n = 12) : migration de colonne C3 → C1, 2n</translation>
    </message>
    <message>
        <source>Fig. 7: column migration, then slidings only, 2n + (6n − 4)·2n/3</source>
        <translation>Fig. 7 : migration de colonne, puis glissements seuls, 2n + (6n − 4)·2n/3</translation>
    </message>
    <message>
        <source>Fig. 7: greedy (column and row migrations, one sliding), 2n + 2n + 2n/3</source>
        <translation>Fig. 7 : glouton (migrations de colonne et de ligne, un glissement), 2n + 2n + 2n/3</translation>
    </message>
    <message>
        <source>Fig. 7: exact search, constant costs (optimal, Theorem 4)</source>
        <translation>Fig. 7 : recherche exacte, coûts constants (optimal, théorème 4)</translation>
    </message>
    <message>
        <source>Fig. 7 slidings only</source>
        <translation>Fig. 7, glissements seuls</translation>
    </message>
    <message>
        <source>Fig. 7 greedy</source>
        <translation>Fig. 7, glouton</translation>
    </message>
    <message>
        <source>Fig. 8 (n = 12): slidings only, (2n/3)(2n + 4)</source>
        <translation>Fig. 8 (n = 12) : glissements seuls, (2n/3)(2n + 4)</translation>
    </message>
    <message>
        <source>Fig. 8: greedy, 4n + (2n/3)·2(n − 4) (&quot;in fact optimal&quot;)</source>
        <translation>Fig. 8 : glouton, 4n + (2n/3)·2(n − 4) (« en fait optimal »)</translation>
    </message>
    <message>
        <source>Fig. 8 slidings only</source>
        <translation>Fig. 8, glissements seuls</translation>
    </message>
    <message>
        <source>Fig. 8 greedy</source>
        <translation>Fig. 8, glouton</translation>
    </message>
    <message>
        <source>Fig. 9 (n = 12), actual costs: greedy, 4n</source>
        <translation>Fig. 9 (n = 12), coûts réels : glouton, 4n</translation>
    </message>
    <message>
        <source>Fig. 9: the optimum (exact search), 2 × 2n/3</source>
        <translation>Fig. 9 : l’optimum (recherche exacte), 2 × 2n/3</translation>
    </message>
    <message>
        <source>Fig. 9 greedy (actual)</source>
        <translation>Fig. 9, glouton (coûts réels)</translation>
    </message>
    <message>
        <source>Fig. 9 exact (actual)</source>
        <translation>Fig. 9, recherche exacte (coûts réels)</translation>
    </message>
    <message>
        <source>The layouts of Figs. 7-9 rebuilt from the numbers the text gives (the figures are not in the text; core/reproduce/paper_000_layouts.h says how): a matrix of N = 2n blocks, three processor columns of width 2n/3. Costs in elementary communications (a block of each of A, B and C sent once): a column or row migration costs 2n, a local sliding the column&apos;s width (§4.3); for Fig. 9 a row migration costs the widths of the columns where the row changes owner (§4.6). Greedy is Algorithm 1 (`partita redistribute`), the exact search `partita redistribute --exact` (phases order), run on Figs. 7 and 9; on Fig. 8 it exceeds its default budget of layouts (the long runs of processors multiply them), and greedy&apos;s optimality there is Theorem 4&apos;s. Each layout pair is written out; rerun one with `partita redistribute --layout fig9-initial.layout --speeds S1,...` and the speeds in numbers.json.</source>
        <translation>Les répartitions des fig. 7-9 reconstruites à partir des nombres que donne le texte (les figures ne sont pas dans le texte ; core/reproduce/paper_000_layouts.h explique comment) : une matrice de N = 2n blocs, trois colonnes de processeurs de largeur 2n/3. Coûts en communications élémentaires (un bloc de chacune des matrices A, B et C envoyé une fois) : une migration de colonne ou de ligne coûte 2n, un glissement local la largeur de la colonne (§4.3) ; pour la fig. 9, une migration de ligne coûte la somme des largeurs des colonnes où la ligne change de propriétaire (§4.6). L’algorithme glouton est l’algorithme 1 (`partita redistribute`), la recherche exacte `partita redistribute --exact` (ordre par phases), exécutée sur les fig. 7 et 9 ; sur la fig. 8, elle dépasse son budget par défaut de répartitions (les longues suites de processeurs les multiplient), et l’optimalité du glouton y est celle du théorème 4. Chaque paire de répartitions est écrite ; pour en relancer une : `partita redistribute --layout fig9-initial.layout --speeds S1,...` avec les vitesses de numbers.json.</translation>
    </message>
    <message>
        <source>Fig. 8: the second sequence of §4.4 (the row migration first → last, then slidings) costs 2n + (2n/3)·3(n − 4) = 216 at n = 12, below the 224 of slidings alone: the text&apos;s &quot;even worse&quot; holds for n &gt; 13 only. The third sequence, the one greedy finds, is the cheapest of the three for every n ≥ 9.</source>
        <translation>Fig. 8 : la deuxième séquence du §4.4 (la migration de ligne première → dernière, puis des glissements) coûte 2n + (2n/3)·3(n − 4) = 216 pour n = 12, moins que les 224 des glissements seuls : le « pire encore » du texte ne vaut que pour n &gt; 13. La troisième séquence, celle que trouve l’algorithme glouton, est la moins coûteuse des trois pour tout n ≥ 9.</translation>
    </message>
</context>
<context>
    <name>001-ring</name>
    <message>
        <source>Two platforms of `partita generate --kind tiers --paper001 --p 37` and `--p 70` (seed 1, heterogeneity 8.5, the clock ratio of the Pentium 4 1.7 GHz to the Pentium Pro 200 MHz §5.1 names): the Tiers model with one WAN, MANs and LANs sized so that the routers and links are those of Figs. 3-4 (docs/generator.md). Powers are five machine types drawn per machine, link capacities set by link class (LAN, LAN/MAN, MAN, WAN) and drawn; the paper&apos;s pathchar values are not in the text, so the classes are the generator&apos;s (1.25 GB/s LAN to 0.25 GB/s WAN, a fastest machine of 10 Gflop/s). `planSharedRing` (paper 001 §4) with W = 1 Gflop and H = H/W MB at 11 ratios from 0.01 to 10, with each refinement of §4.3 — max-min fairness (method 1, `--ring-refine max-min`, the default) and the quadratic program (method 2, `--ring-refine qp`, solved exactly rather than with KINSOL, docs/ring.md) — and without (`--ring-refine off`); the ring grows to every machine and the best size is kept. T_step/W is in seconds per Gflop. The paper gives no unit for H and W; MB per Gflop puts the ratios of its figures (0.1, 1, 10) where the chosen ring goes from every machine to the fastest alone (a Jacobi sweep on an N×N grid of doubles, 5 flops a point, sends 8N bytes per 5N² flops: H/W = 1600/N MB per Gflop, 0.1 to 10 for N from 16 000 down to 160). The paper prints no value of Figs. 5-14 in its text: the comparisons are the platform sizes, the trends §5.2 states and its best refinement gain.</source>
        <translation>Deux plates-formes de `partita generate --kind tiers --paper001 --p 37` et `--p 70` (graine 1, hétérogénéité 8.5, le rapport des horloges du Pentium 4 à 1.7 GHz et du Pentium Pro à 200 MHz que cite le §5.1) : le modèle Tiers avec un WAN, des MAN et des LAN dimensionnés pour que les routeurs et les liens soient ceux des fig. 3-4 (docs/generator.md). Les puissances sont cinq types de machines, tirés machine par machine, les capacités des liens fixées par classe de lien (LAN, LAN/MAN, MAN, WAN) et tirées ; les valeurs pathchar de l’article ne sont pas dans le texte, les classes sont donc celles du générateur (de 1.25 Go/s en LAN à 0.25 Go/s en WAN, une machine la plus rapide à 10 Gflop/s). `planSharedRing` (article 001 §4) avec W = 1 Gflop et H = H/W Mo pour 11 rapports de 0.01 à 10, avec chaque raffinement du §4.3 — l’équité max-min (méthode 1, `--ring-refine max-min`, par défaut) et le programme quadratique (méthode 2, `--ring-refine qp`, résolu exactement plutôt qu’avec KINSOL, docs/ring.md) — et sans raffinement (`--ring-refine off`) ; l’anneau grandit jusqu’à contenir toutes les machines et la meilleure taille est retenue. T_step/W est en secondes par Gflop. L’article ne donne pas d’unité pour H et W ; en Mo par Gflop, les rapports de ses figures (0.1, 1, 10) tombent là où l’anneau choisi passe de toutes les machines à la plus rapide seule (un balayage de Jacobi sur une grille N×N de doubles, à 5 flops par point, envoie 8N octets pour 5N² flops : H/W = 1600/N Mo par Gflop, de 0.1 à 10 pour N allant de 16 000 à 160). L’article n’imprime dans son texte aucune valeur des fig. 5-14 : les comparaisons portent sur les tailles des plates-formes, les tendances qu’énonce le §5.2 et son meilleur gain de raffinement.</translation>
    </message>
    <message>
        <source>log10(H/W)</source>
        <translation>log10(H/W)</translation>
    </message>
    <message>
        <source>T_step/W (s per Gflop)</source>
        <translation>T_step/W (s par Gflop)</translation>
    </message>
    <message>
        <source>Paper 001 Figs. 5-6: size of the optimal ring against H/W</source>
        <translation>Article 001 fig. 5-6 : taille de l’anneau optimal en fonction de H/W</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>processeurs</translation>
    </message>
    <message>
        <source>first platform</source>
        <translation>première plate-forme</translation>
    </message>
    <message>
        <source>second platform</source>
        <translation>seconde plate-forme</translation>
    </message>
    <message>
        <source>Fig. %1: machines of the %2</source>
        <translation>Fig. %1 : machines de la %2</translation>
    </message>
    <message>
        <source>Fig. %1: routers</source>
        <translation>Fig. %1 : routeurs</translation>
    </message>
    <message>
        <source>Fig. %1: communication links</source>
        <translation>Fig. %1 : liens de communication</translation>
    </message>
    <message>
        <source>Fig. %1: H/W steps where the chosen ring grows (§5.2: its size decreases as H/W increases)</source>
        <translation>Fig. %1 : pas de H/W où l’anneau choisi grandit (§5.2 : sa taille décroît quand H/W augmente)</translation>
    </message>
    <message>
        <source>%1 (%2 machines)</source>
        <translation>%1 (%2 machines)</translation>
    </message>
    <message>
        <source>Paper 001 Fig. %1: %2, best T_step/W, refined or not</source>
        <translation>Article 001 fig. %1 : %2, meilleur T_step/W, avec ou sans raffinement</translation>
    </message>
    <message>
        <source>max-min fairness (§4.3 method 1)</source>
        <translation>équité max-min (§4.3, méthode 1)</translation>
    </message>
    <message>
        <source>quadratic program (§4.3 method 2)</source>
        <translation>programme quadratique (§4.3, méthode 2)</translation>
    </message>
    <message>
        <source>greedy shares only (§4.2)</source>
        <translation>parts gloutonnes seules (§4.2)</translation>
    </message>
    <message>
        <source>%1, H/W = %2</source>
        <translation>%1, H/W = %2</translation>
    </message>
    <message>
        <source>Paper 001 Fig. %1: %2, H/W = %3</source>
        <translation>Article 001 fig. %1 : %2, H/W = %3</translation>
    </message>
    <message>
        <source>ring size</source>
        <translation>taille de l’anneau</translation>
    </message>
    <message>
        <source>max-min (§4.3 method 1)</source>
        <translation>max-min (§4.3, méthode 1)</translation>
    </message>
    <message>
        <source>%1 local minimum</source>
        <translation>%1 minimum local</translation>
    </message>
    <message>
        <source>%1 local minima</source>
        <translation>%1 minima locaux</translation>
    </message>
    <message>
        <source>- Fig. %1 (%2, H/W = %3): best size %4 of %5, T_step/W = %6 s/Gflop against %7 for the fastest machine alone; %8 along the growth (§4.1: &quot;T_step may not vary monotonically with r (for instance, see Figure 11)&quot;).
</source>
        <translation>- Fig. %1 (%2, H/W = %3) : meilleure taille %4 sur %5, T_step/W = %6 s/Gflop contre %7 pour la machine la plus rapide seule ; %8 au fil de la croissance (§4.1 : « T_step peut ne pas varier de façon monotone avec r (voir par exemple la figure 11) »).
</translation>
    </message>
    <message>
        <source>- Fig. %1 (%2, H/W = %3): best size %4 of %5, T_step/W = %6 s/Gflop against %7 for the fastest machine alone; %8 along the growth.
</source>
        <translation>- Fig. %1 (%2, H/W = %3) : meilleure taille %4 sur %5, T_step/W = %6 s/Gflop contre %7 pour la machine la plus rapide seule ; %8 au fil de la croissance.
</translation>
    </message>
    <message>
        <source>
Fig. %1 (%2), ring size by H/W: %3.

</source>
        <translation>
Fig. %1 (%2), taille de l’anneau selon H/W : %3.

</translation>
    </message>
    <message>
        <source>max-min fairness (method 1)</source>
        <translation>l’équité max-min (méthode 1)</translation>
    </message>
    <message>
        <source>the quadratic program (method 2)</source>
        <translation>le programme quadratique (méthode 2)</translation>
    </message>
    <message>
        <source>max-min fairness gains at most %1 %, the quadratic program %2 %</source>
        <translation>l’équité max-min gagne au plus %1 %, le programme quadratique %2 %</translation>
    </message>
    <message>
        <source>Figs. 13-14: best gain of the refinements</source>
        <translation>Fig. 13-14 : meilleur gain des raffinements</translation>
    </message>
    <message>
        <source>another draw of the Tiers model, with the generator&apos;s link classes for the paper&apos;s measured capacities, where the shares of §4.2 leave less to gain: %1; the paper&apos;s 3 % is the better of both methods on its own draws.</source>
        <translation>un autre tirage du modèle Tiers, avec les classes de liens du générateur au lieu des capacités mesurées de l’article, où les parts du §4.2 laissent moins à gagner : %1 ; les 3 % de l’article sont le meilleur des deux méthodes sur ses propres tirages.</translation>
    </message>
    <message>
        <source>another draw of the Tiers model, with the generator&apos;s link classes for the paper&apos;s measured capacities (%1): the best gain (%2, %3) comes less from the shares of one ring than from the growth taking another course once they change (%4 members with the refinement, %5 without); %6 of the %7 pairs of runs are within 0.5 % of each other.</source>
        <translation>un autre tirage du modèle Tiers, avec les classes de liens du générateur au lieu des capacités mesurées de l’article (%1) : le meilleur gain (%2, %3) vient moins des parts d’un même anneau que de la croissance, qui prend un autre cours une fois qu’elles changent (%4 membres avec le raffinement, %5 sans) ; %6 des %7 paires d’exécutions sont à 0.5 % l’une de l’autre.</translation>
    </message>
    <message>
        <source>§5.2: &quot;for each ratio there is an optimal size, which is reached with fewer processors as the ratio increases&quot;; here too, down to the fastest machine alone from H/W = %1 on.

</source>
        <translation>§5.2 : « pour chaque rapport, il existe une taille optimale, atteinte avec moins de processeurs à mesure que le rapport augmente » ; ici aussi, jusqu’à la machine la plus rapide seule à partir de H/W = %1.

</translation>
    </message>
    <message>
        <source>§5.2: &quot;for each ratio there is an optimal size, which is reached with fewer processors as the ratio increases&quot;; here too.

</source>
        <translation>§5.2 : « pour chaque rapport, il existe une taille optimale, atteinte avec moins de processeurs à mesure que le rapport augmente » ; ici aussi.

</translation>
    </message>
    <message>
        <source>%1 gains at best %2 % (%3), at worst %4 %, and stays within 0.5 % of the plain heuristic in %5 of the %6 runs</source>
        <translation>%1 gagne au mieux %2 % (%3), au pire %4 %, et reste à 0.5 % de l’heuristique simple dans %5 des %6 exécutions</translation>
    </message>
    <message>
        <source>Figs. 13-14: %1; %2. At each size a refinement is kept only when it does not lengthen the step (the quadratic program is the optimum for the ring&apos;s routes, so it never does), but it changes the capacities later insertions see, and the growth may take another course; §5.2: &quot;the impact of both variants is not significant: the best gain is 3%&quot;.</source>
        <translation>Fig. 13-14 : %1 ; %2. À chaque taille, un raffinement n’est conservé que s’il n’allonge pas l’étape (le programme quadratique est l’optimum pour les routes de l’anneau, il ne l’allonge donc jamais), mais il change les capacités que voient les insertions suivantes, et la croissance peut prendre un autre cours ; §5.2 : « l’impact des deux variantes n’est pas significatif : le meilleur gain est de 3 % ».</translation>
    </message>
</context>
<context>
    <name>002-fig10-13</name>
    <message>
        <source>Fig. 13, %1 MB: workers %2 selects</source>
        <translation>Fig. 13, %1 Mo : travailleurs que sélectionne %2</translation>
    </message>
    <message>
        <source>Fig. 13, 512 MB: workers %1 uses</source>
        <translation>Fig. 13, 512 Mo : travailleurs qu’utilise %1</translation>
    </message>
    <message>
        <source>Fig. 10 (512 MB): workers OMMOML uses</source>
        <translation>Fig. 10 (512 Mo) : travailleurs qu’utilise OMMOML</translation>
    </message>
    <message>
        <source>Fig. 12: HoLM time, q = 40 over q = 80 (&quot;similar&quot;)</source>
        <translation>Fig. 12 : temps de HoLM, q = 40 sur q = 80 (« similaires »)</translation>
    </message>
    <message>
        <source>the paper&apos;s demand-driven runs give work to all eight workers; Partita counts the workers that receive work, and with the master&apos;s 100 Mbit/s port the bottleneck, the first workers are free again before the last ones are reached.</source>
        <translation>les exécutions à la demande de l’article donnent du travail aux huit travailleurs ; Partita compte les travailleurs qui reçoivent du travail, et, le port à 100 Mbit/s du maître étant le goulot d’étranglement, les premiers travailleurs sont de nouveau libres avant que les derniers soient atteints.</translation>
    </message>
    <message>
        <source>§8&apos;s homogeneous cluster: a master and 8 workers on a switched 100 Mbit/s Ethernet (0.0125 GB/s per link), block updates at 3.2 Gflop/s (the paper gives the processors, Xeon 3.2 GHz, not the rate its q×q updates ran at; at the SSE2 peak of 6.4 Gflop/s HoLM selects 1 and 2 workers instead of 2 and 4), worker memory 132, 256, 384 and 512 MB, q = 80. The paper multiplies 16000×16000 by 16000×64000; Partita&apos;s problems are square, n = 16000. The paper measures MPI runs, Partita predicts them with its simulator, so times are compared by their order and trends, and the numbers compared are the workers each algorithm uses, which the text gives. Fig. 11 (the spread of 6 % between two runs) is a property of real runs and has no counterpart in a simulation. Memory for Figs. 10 and 12, which the text does not give: 512 MB.</source>
        <translation>La grappe homogène du §8 : un maître et 8 travailleurs sur un Ethernet commuté à 100 Mbit/s (0.0125 Go/s par lien), des mises à jour de bloc à 3.2 Gflop/s (l’article donne les processeurs, des Xeon à 3.2 GHz, et non la vitesse à laquelle s’exécutaient ses mises à jour q×q ; au pic SSE2 de 6.4 Gflop/s, HoLM sélectionne 1 et 2 travailleurs au lieu de 2 et 4), une mémoire par travailleur de 132, 256, 384 et 512 Mo, q = 80. L’article multiplie 16000×16000 par 16000×64000 ; les problèmes de Partita sont carrés, n = 16000. L’article mesure des exécutions MPI, Partita les prédit avec son simulateur : les temps sont donc comparés par leur ordre et leurs tendances, et les nombres comparés sont les travailleurs qu’utilise chaque algorithme, que le texte donne. La fig. 11 (l’écart de 6 % entre deux exécutions) est une propriété des exécutions réelles et n’a pas d’équivalent dans une simulation. Mémoire pour les fig. 10 et 12, que le texte ne donne pas : 512 Mo.</translation>
    </message>
    <message>
        <source>Predicted times (s), n = 16000, q = 80, and the workers used:

| memory |%1
|---|%2
</source>
        <translation>Temps prédits (s), n = 16000, q = 80, et travailleurs utilisés :

| mémoire |%1
|---|%2
</translation>
    </message>
    <message>
        <source>| %1 MB |%2
</source>
        <translation>| %1 Mo |%2
</translation>
    </message>
    <message>
        <source>
At 512 MB the fastest is %1; BMM takes %2× HoLM&apos;s time and OMMOML %3× (the paper: HoLM, ORROML, ODDOML and DDOML best and similar, OMMOML slower with its two workers, BMM behind the algorithms of the optimized memory layout). From 132 to 512 MB HoLM&apos;s time goes from %4 to %5 s (the paper: performance increases with memory).</source>
        <translation>
À 512 Mo, le plus rapide est %1 ; BMM prend %2× le temps de HoLM et OMMOML %3× (l’article : HoLM, ORROML, ODDOML et DDOML les meilleurs et semblables, OMMOML plus lent avec ses deux travailleurs, BMM derrière les algorithmes à disposition mémoire optimisée). De 132 à 512 Mo, le temps de HoLM passe de %4 à %5 s (l’article : la performance croît avec la mémoire).</translation>
    </message>
    <message>
        <source> HoLM&apos;s time is not monotone in memory here (%1 MB: %2 s, %3 MB: %4 s): chunks are μ blocks a side and the 200 blocks of a side are cut into ⌈200/μ⌉ chunk columns, the last one narrower, the side effect §8.3 chose its memory sizes to reduce.</source>
        <translation> Le temps de HoLM n’est pas monotone en la mémoire ici (%1 Mo : %2 s, %3 Mo : %4 s) : les morceaux ont μ blocs de côté et les 200 blocs d’un côté sont découpés en ⌈200/μ⌉ colonnes de morceaux, la dernière plus étroite, l’effet de bord que le §8.3 a voulu réduire par le choix de ses tailles de mémoire.</translation>
    </message>
    <message>
        <source>Paper 002 Fig. 13: predicted time against worker memory (n = 16000, q = 80)</source>
        <translation>Article 002 fig. 13 : temps prédit en fonction de la mémoire des travailleurs (n = 16000, q = 80)</translation>
    </message>
    <message>
        <source>memory (MB)</source>
        <translation>mémoire (Mo)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Paper 002 Fig. 12: q = 40 over q = 80 (n = 8000, 512 MB)</source>
        <translation>Article 002 fig. 12 : q = 40 sur q = 80 (n = 8000, 512 Mo)</translation>
    </message>
    <message>
        <source>time ratio</source>
        <translation>rapport des temps</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>égalité</translation>
    </message>
</context>
<context>
    <name>002-fig4</name>
    <message>
        <source>The simple version of §3: p identical workers, sending a block takes c and a block update w, rank-one updates (task (i, j) needs A_i and B_j), no memory limit, results not returned. The master sends one block at a time; a worker computes one task at a time, once both its blocks are there, while later blocks arrive. The figure itself is missing from the text, so the schedules are derived from the rules as docs/master-worker.md (&quot;§3: the simple version&quot;) reads them: Thrifty serves each enrolled worker just in time and enrolls the next one in a spare slot only if its first two blocks delay nobody; Min-min places, one at a time, the task and worker of earliest start, sending the missing blocks then (ties: fewer sends, lower worker, lower (i, j)). The optimum is the exact branch and bound over send sequences (`exactRankOne`). The paper prints no makespans, only which heuristic wins; Partita&apos;s are below the table. Proposition 1 is checked on every r, s ≤ 4 with c ∈ {1, 2, 3, 5}, w ∈ {1, 2, 3, 7}.</source>
        <translation>La version simple du §3 : p travailleurs identiques, l’envoi d’un bloc prend c et une mise à jour de bloc w, des mises à jour de rang un (la tâche (i, j) demande A_i et B_j), sans limite de mémoire, résultats non renvoyés. Le maître envoie un bloc à la fois ; un travailleur calcule une tâche à la fois, dès que ses deux blocs sont là, pendant que les blocs suivants arrivent. La figure elle-même manque au texte : les ordonnancements sont donc déduits des règles telles que docs/master-worker.md (« §3: the simple version ») les lit. Thrifty sert chaque travailleur enrôlé juste à temps et n’enrôle le suivant dans un créneau libre que si ses deux premiers blocs ne retardent personne ; Min-min place, une à la fois, la tâche et le travailleur qui commencent le plus tôt, en envoyant alors les blocs manquants (à égalité : moins d’envois, puis le travailleur de plus petit numéro, puis le plus petit (i, j)). L’optimum est la séparation et évaluation exacte sur les séquences d’envois (`exactRankOne`). L’article n’imprime aucune durée totale, seulement quelle heuristique gagne ; celles de Partita sont sous le tableau. La proposition 1 est vérifiée pour tous r, s ≤ 4 avec c ∈ {1, 2, 3, 5}, w ∈ {1, 2, 3, 7}.</translation>
    </message>
    <message>
        <source>Proposition 1: one-worker instances where the alternating greedy is not optimal</source>
        <translation>Proposition 1 : instances à un travailleur où le glouton alterné n’est pas optimal</translation>
    </message>
    <message>
        <source>| case | p | c | w | r | s | Thrifty | Min-min | optimum | workers (Thrifty / Min-min / optimum) |
|---|---|---|---|---|---|---|---|---|---|
</source>
        <translation>| cas | p | c | w | r | s | Thrifty | Min-min | optimum | travailleurs (Thrifty / Min-min / optimum) |
|---|---|---|---|---|---|---|---|---|---|
</translation>
    </message>
    <message>
        <source>Fig. 4(%1)</source>
        <translation>Fig. 4(%1)</translation>
    </message>
    <message>
        <source>%1: %2&apos;s makespan below %3&apos;s (1 = yes)</source>
        <translation>%1 : durée totale de %2 inférieure à celle de %3 (1 = oui)</translation>
    </message>
    <message>
        <source>%1: the optimum below the losing heuristic (1 = yes)</source>
        <translation>%1 : l’optimum inférieur à l’heuristique perdante (1 = oui)</translation>
    </message>
    <message>
        <source>| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | </source>
        <translation>| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | </translation>
    </message>
    <message>
        <source>%1 (not proven)</source>
        <translation>%1 (non prouvé)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 |
</source>
        <translation>%1 / %2 / %3 |
</translation>
    </message>
    <message>
        <source>- %1, Thrifty: %2.
</source>
        <translation>- %1, Thrifty : %2.
</translation>
    </message>
    <message>
        <source>- %1, Min-min: %2.
</source>
        <translation>- %1, Min-min : %2.
</translation>
    </message>
    <message>
        <source>- %1, optimum: %2.
</source>
        <translation>- %1, optimum : %2.
</translation>
    </message>
    <message>
        <source>%1 (p = %2, c = %3, w = %4, r = %5, s = %6): %7, %8</source>
        <translation>%1 (p = %2, c = %3, w = %4, r = %5, s = %6) : %7, %8</translation>
    </message>
    <message>
        <source>optimum</source>
        <translation>optimum</translation>
    </message>
    <message>
        <source>
The sends, in the master&apos;s order (each takes c, back to back from 0; the Gantt charts `fig4a.svg` and `fig4b.svg` show the tasks):

</source>
        <translation>
Les envois, dans l’ordre du maître (chacun prend c, bout à bout à partir de 0 ; les diagrammes de Gantt `fig4a.svg` et `fig4b.svg` montrent les tâches) :

</translation>
    </message>
    <message>
        <source>
The winners are the paper&apos;s, by one time unit in both cases: the outcome rests on how the rules are read where the text leaves a choice (docs/master-worker.md), and the optimum is below the losing heuristic in both cases, so neither heuristic is optimal.</source>
        <translation>
Les gagnantes sont celles de l’article, d’une unité de temps dans les deux cas : l’issue dépend de la lecture des règles là où le texte laisse un choix (docs/master-worker.md), et l’optimum est inférieur à l’heuristique perdante dans les deux cas, si bien qu’aucune des deux heuristiques n’est optimale.</translation>
    </message>
</context>
<context>
    <name>002-table2</name>
    <message>
        <source>Three workers with c = 2, 3, 5 and w = 2, 3, 1 (Table 2) as a `blocks` platform (speed 1/w, bandwidth 1/c; memories 60, 396 and 140 buffers, the smallest that give μ = 6, 18, 10 with μ² + 4μ ≤ m, §5), a matrix of 36 blocks a side; `mw-global`, `mw-local` and `mw-lookahead` (the two-step variant of §6.2.1) planned by `planMasterWorker`, 50 selections reported.</source>
        <translation>Trois travailleurs avec c = 2, 3, 5 et w = 2, 3, 1 (tableau 2) en plate-forme `blocks` (vitesse 1/w, débit 1/c ; mémoires de 60, 396 et 140 tampons, les plus petites qui donnent μ = 6, 18, 10 avec μ² + 4μ ≤ m, §5), une matrice de 36 blocs de côté ; `mw-global`, `mw-local` et `mw-lookahead` (la variante en deux étapes du §6.2.1) planifiés par `planMasterWorker`, 50 sélections rapportées.</translation>
    </message>
    <message>
        <source>μ of %1</source>
        <translation>μ de %1</translation>
    </message>
    <message>
        <source>step %1: ratio of %2</source>
        <translation>étape %1 : ratio de %2</translation>
    </message>
    <message>
        <source>step %1: completion-time</source>
        <translation>étape %1 : date de fin</translation>
    </message>
    <message>
        <source>the paper prints 2.71 for (324 + 36)/(108 + 24) = 360/132 = 2.727; Partita computes the paper&apos;s own formula, the printed value is a slip (the choice, P1, is the same).</source>
        <translation>l’article imprime 2.71 pour (324 + 36)/(108 + 24) = 360/132 = 2.727 ; Partita calcule la formule même de l’article, la valeur imprimée est une coquille (le choix, P1, est le même).</translation>
    </message>
    <message>
        <source>global: communications per period</source>
        <translation>global : communications par période</translation>
    </message>
    <message>
        <source>global: asymptotic ratio</source>
        <translation>global : ratio asymptotique</translation>
    </message>
    <message>
        <source>local: asymptotic ratio</source>
        <translation>local : ratio asymptotique</translation>
    </message>
    <message>
        <source>two-step lookahead: asymptotic ratio</source>
        <translation>anticipation en deux étapes : ratio asymptotique</translation>
    </message>
    <message>
        <source>319/244 = 1.3074 block updates per time unit (P2, then seven P1 and seven P3, the port never idle), which rounds to 1.31; the paper prints 1.30, one unit of the last digit below (truncated, where its 1.21 for 98/81 = 1.2099 is rounded). The paper does not detail its two-step search; Partita judges each pair by the global ratio after both selections.</source>
        <translation>319/244 = 1.3074 mises à jour de bloc par unité de temps (P2, puis sept P1 et sept P3, le port jamais inactif), ce qui s’arrondit à 1.31 ; l’article imprime 1.30, une unité du dernier chiffre en dessous (tronqué, alors que son 1.21 pour 98/81 = 1.2099 est arrondi). L’article ne détaille pas sa recherche en deux étapes ; Partita juge chaque paire par le ratio global après les deux sélections.</translation>
    </message>
    <message>
        <source>steady state (§6.1, no memory limit)</source>
        <translation>régime permanent (§6.1, sans limite de mémoire)</translation>
    </message>
    <message>
        <source>Selections (Figs. 7 and 8): global `%1`; local `%2`. The paper: the two rules take the same first 13 decisions, then global picks P2 at the 14th and local picks P1, then P2 — %3 The steady state of §6.1 needs more memory than the workers have (%4).</source>
        <translation>Sélections (fig. 7 et 8) : global `%1` ; local `%2`. L’article : les deux règles prennent les mêmes 13 premières décisions, puis global choisit P2 à la 14e et local choisit P1, puis P2 — %3 Le régime permanent du §6.1 demande plus de mémoire que n’en ont les travailleurs (%4).</translation>
    </message>
    <message>
        <source>Partita takes the same decisions.</source>
        <translation>Partita prend les mêmes décisions.</translation>
    </message>
    <message>
        <source>Partita&apos;s decisions differ.</source>
        <translation>Les décisions de Partita diffèrent.</translation>
    </message>
    <message>
        <source>feasible here</source>
        <translation>réalisable ici</translation>
    </message>
    <message>
        <source>not feasible, as Table 1&apos;s argument says</source>
        <translation>irréalisable, comme le dit l’argument du tableau 1</translation>
    </message>
    <message>
        <source>Paper 002 §6.2 (Table 2): work over completion time after each selection</source>
        <translation>Article 002 §6.2 (tableau 2) : travail / date de fin par sélection</translation>
    </message>
    <message>
        <source>selection</source>
        <translation>sélection</translation>
    </message>
    <message>
        <source>block updates per time unit</source>
        <translation>mises à jour / unité de temps</translation>
    </message>
    <message>
        <source>steady state (§6.1)</source>
        <translation>régime permanent (§6.1)</translation>
    </message>
</context>
<context>
    <name>003-equivalent</name>
    <message>
        <source>The slides define the equivalent homogeneous network by three equations and give no numeric example; this experiment builds the network their analysis assumes (segments of fast homogeneous communication joined by slower links, the 3×3 processors of their matrix example: three segments of three processors, s_i = 2, 1, 1.5 GB/s inside, s_12 = 0.4, s_13 = s_23 = 0.3 GB/s between, speeds 6, 4, 2 | 5, 3, 3 | 8, 2, 1 Gflop/s) and compares equations (1)-(3) evaluated on those numbers with what `equivalentHomogeneous` (and `partita compare --equivalent-homogeneous`) derives from the platform graph, pair by pair over the widest routes (docs/equivalent-homogeneous.md).</source>
        <translation>Les transparents définissent le réseau homogène équivalent par trois équations et ne donnent aucun exemple numérique ; cette expérience construit le réseau que suppose leur analyse (des segments de communication homogène rapide reliés par des liens plus lents, les 3×3 processeurs de leur exemple matriciel : trois segments de trois processeurs, s_i = 2, 1, 1.5 Go/s à l’intérieur, s_12 = 0.4, s_13 = s_23 = 0.3 Go/s entre eux, vitesses 6, 4, 2 | 5, 3, 3 | 8, 2, 1 Gflop/s) et compare les équations (1)-(3) évaluées sur ces nombres avec ce que `equivalentHomogeneous` (et `partita compare --equivalent-homogeneous`) déduit du graphe de la plate-forme, paire par paire, sur les routes les plus larges (docs/equivalent-homogeneous.md).</translation>
    </message>
    <message>
        <source>(1) segment speed s (GB/s)</source>
        <translation>(1) vitesse de segment s (Go/s)</translation>
    </message>
    <message>
        <source>(2) processors n</source>
        <translation>(2) processeurs n</translation>
    </message>
    <message>
        <source>(3) processor speed v (Gflop/s)</source>
        <translation>(3) vitesse de processeur v (Gflop/s)</translation>
    </message>
    <message>
        <source>pairs n(n − 1)/2</source>
        <translation>paires n(n − 1)/2</translation>
    </message>
    <message>
        <source>Paper 003: efficiency (ideal makespan / makespan), n = 2400, q = 80</source>
        <translation>Article 003 : efficacité (durée idéale / durée totale), n = 2400, q = 80</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>efficacité</translation>
    </message>
    <message>
        <source>| algorithm | platform | makespan (s) | efficiency |
|---|---|---|---|
</source>
        <translation>| algorithme | plate-forme | durée totale (s) | efficacité |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>heterogeneous</source>
        <translation>hétérogène</translation>
    </message>
    <message>
        <source>equivalent homogeneous</source>
        <translation>homogène équivalente</translation>
    </message>
    <message>
        <source>| `%1` | %2 | %3 | %4 |
</source>
        <translation>| `%1` | %2 | %3 | %4 |
</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>
`hetero-block-cyclic`: %1.
</source>
        <translation>
`hetero-block-cyclic` : %1.
</translation>
    </message>
    <message>
        <source>
E_het / E_hom = %1: the heterogeneous algorithm is no more efficient than its prototype, as the slides&apos; postulate says.</source>
        <translation>
E_het / E_hom = %1 : l’algorithme hétérogène n’est pas plus efficace que son prototype, comme le dit le postulat des transparents.</translation>
    </message>
    <message>
        <source>
E_het / E_hom = %1: above 1, which the slides&apos; postulate excludes; docs/equivalent-homogeneous.md says when Partita&apos;s model allows it.</source>
        <translation>
E_het / E_hom = %1 : au-dessus de 1, ce que le postulat des transparents exclut ; docs/equivalent-homogeneous.md dit quand le modèle de Partita le permet.</translation>
    </message>
    <message>
        <source>

Effect of l (slides &quot;Effect of parameter l&quot;), `hetero-block-cyclic --l L` on the segments, n/q = 30:

| l | grid | makespan (s) | efficiency |
|---|---|---|---|
</source>
        <translation>

Effet de l (transparents « Effect of parameter l »), `hetero-block-cyclic --l L` sur les segments, n/q = 30 :

| l | grille | durée totale (s) | efficacité |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>| %1 | %2×%3 | %4 | %5 |
</source>
        <translation>| %1 | %2×%3 | %4 | %5 |
</translation>
    </message>
    <message>
        <source>
Only the balance half of the slides&apos; trade-off appears: a larger l cuts finer slices, so the areas follow the speeds more closely (up to the rounding, which is why the makespan is not monotonic), and nothing penalizes it, since each step waits for all of its communication and the next for all of the computation: the overlap of successive steps that a large l would delay does not exist in the model (docs/equivalent-homogeneous.md).</source>
        <translation>
Seule la moitié « équilibrage » du compromis des transparents apparaît : un l plus grand découpe des tranches plus fines, si bien que les aires suivent les vitesses de plus près (aux arrondis près, ce qui explique que la durée totale ne soit pas monotone), et rien ne le pénalise, puisque chaque étape attend la totalité de ses communications et la suivante la totalité du calcul : le recouvrement des étapes successives qu’un grand l retarderait n’existe pas dans le modèle (docs/equivalent-homogeneous.md).</translation>
    </message>
</context>
<context>
    <name>004-fig1</name>
    <message>
        <source>The platform of `resources/examples/lbp-fig1.json`: a source that does not compute and four processors of power 1, 1, 2, 4, links of 8 elements per time unit; N = 8, q = 1. S1 is a rectangular partition into four equal squares (`grid2d` on equal shares: the text says S2 keeps S1&apos;s finishing time, so S1&apos;s pieces are equal), S2 even layers (k = 2 each), S3 layers proportional to power (`lbp-star` in PCSS mode, where k ∝ speed, eq. 31). The figure itself is not in the text: its values are derived from the model §1.2 and §3 state (finishing time of the computation, N² entries of a layer times k multiply-adds over the power; volume 2kN per layer, (R + C)·N per rectangle).</source>
        <translation>La plate-forme de `resources/examples/lbp-fig1.json` : une source qui ne calcule pas et quatre processeurs de puissance 1, 1, 2, 4, des liens de 8 éléments par unité de temps ; N = 8, q = 1. S1 est une partition rectangulaire en quatre carrés égaux (`grid2d` sur des parts égales : le texte dit que S2 garde le temps d’achèvement de S1, les pièces de S1 sont donc égales), S2 des couches égales (k = 2 chacune), S3 des couches proportionnelles à la puissance (`lbp-star` en mode PCSS, où k ∝ vitesse, éq. 31). La figure elle-même n’est pas dans le texte : ses valeurs sont déduites du modèle qu’énoncent le §1.2 et le §3 (temps d’achèvement du calcul, N² entrées d’une couche fois k multiplications-additions divisées par la puissance ; volume 2kN par couche, (R + C)·N par rectangle).</translation>
    </message>
    <message>
        <source>%1: communication volume</source>
        <translation>%1 : volume de communication</translation>
    </message>
    <message>
        <source>S1 (equal rectangles): computation finishing time</source>
        <translation>S1 (rectangles égaux) : temps d’achèvement du calcul</translation>
    </message>
    <message>
        <source>S2 (even layers): computation finishing time</source>
        <translation>S2 (couches égales) : temps d’achèvement du calcul</translation>
    </message>
    <message>
        <source>S3 (proportional layers): computation finishing time</source>
        <translation>S3 (couches proportionnelles) : temps d’achèvement du calcul</translation>
    </message>
    <message>
        <source>S3: simulated makespan (PCSS, links included)</source>
        <translation>S3 : makespan simulé (PCSS, liens compris)</translation>
    </message>
    <message>
        <source>S3&apos;s layers: k = %1, proportional to the powers as §1.2 says.</source>
        <translation>Couches de S3 : k = %1, proportionnelles aux puissances comme le dit le §1.2.</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 1: finishing time (computation)</source>
        <translation>Article 004 fig. 1 : temps d’achèvement (calcul)</translation>
    </message>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 1: communication volume</source>
        <translation>Article 004 fig. 1 : volume de communication</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
</context>
<context>
    <name>004-fig6</name>
    <message>
        <source>Ten stars of 16 workers, `partita generate --kind star --p 16 --seed 1..10` (unit processing and transmission times drawn uniformly with the spreads of §6.1) at the paper&apos;s time scale (unit processing time 0.0002 to 0.0007, unit transmission time 0.0003 to 0.0008), N = 100 to 1000; each point is the mean over the ten stars, as in the paper. LBP is `lbp-star` in PCCS mode (q = 1, whole columns); the rectangles are Partita&apos;s partitions (on blocks of 10 elements), their finishing time the PCCS model of §4.3 applied to each piece (receive R·N elements of A and C·N of B over its link, then compute). The lower bound is 2N²·Σ√s_i with s_i the speed shares (Lemma 2). Partita&apos;s `columns` is the column-based PERI-SUM partition of paper 000 (Beaumont et al., the paper&apos;s [26]), `nagamochi-abe` the paper&apos;s Recursive (Nagamochi and Abe [29]) and `nrrp` its NRRP [30], as Partita reads those references (docs/layer-based.md).</source>
        <translation>Dix étoiles de 16 travailleurs, `partita generate --kind star --p 16 --seed 1..10` (temps unitaires de traitement et de transmission tirés uniformément avec les dispersions du §6.1) à l’échelle de temps de l’article (temps unitaire de traitement de 0.0002 à 0.0007, temps unitaire de transmission de 0.0003 à 0.0008), N = 100 à 1000 ; chaque point est la moyenne sur les dix étoiles, comme dans l’article. LBP est `lbp-star` en mode PCCS (q = 1, colonnes entières) ; les rectangles sont les partitions de Partita (sur des blocs de 10 éléments), leur temps d’achèvement le modèle PCCS du §4.3 appliqué à chaque pièce (recevoir R·N éléments de A et C·N de B par son lien, puis calculer). La borne inférieure est 2N²·Σ√s_i, avec s_i les parts de vitesse (lemme 2). `columns` de Partita est la partition en colonnes PERI-SUM de l’article 000 (Beaumont et al., le [26] de l’article), `nagamochi-abe` le Recursive de l’article (Nagamochi et Abe [29]) et `nrrp` son NRRP [30], tels que Partita lit ces références (docs/layer-based.md).</translation>
    </message>
    <message>
        <source>LBP volume below the rectangles&apos; lower bound, N = 1000</source>
        <translation>Volume de LBP en dessous de la borne inférieure des rectangles, N = 1000</translation>
    </message>
    <message>
        <source>the paper&apos;s figure is the lower bound times the algorithm&apos;s approximation ratio (see the next rows), a worst case; Partita measures the partition itself, %1, %2 % above the bound here.</source>
        <translation>le chiffre de l’article est la borne inférieure multipliée par le rapport d’approximation de l’algorithme (voir les lignes suivantes), un pire cas ; Partita mesure la partition elle-même, %1, ici %2 % au-dessus de la borne.</translation>
    </message>
    <message>
        <source>LBP volume below PERI-SUM (Partita: `columns`), N = 1000</source>
        <translation>Volume de LBP en dessous de PERI-SUM (Partita : `columns`), N = 1000</translation>
    </message>
    <message>
        <source>the column-based PERI-SUM partition of paper 000</source>
        <translation>la partition en colonnes PERI-SUM de l’article 000</translation>
    </message>
    <message>
        <source>LBP volume below Recursive (Partita: `nagamochi-abe`), N = 1000</source>
        <translation>Volume de LBP en dessous de Recursive (Partita : `nagamochi-abe`), N = 1000</translation>
    </message>
    <message>
        <source>Nagamochi and Abe&apos;s recursive dissection</source>
        <translation>la dissection récursive de Nagamochi et Abe</translation>
    </message>
    <message>
        <source>LBP volume below NRRP (Partita: `nrrp`), N = 1000</source>
        <translation>Volume de LBP en dessous de NRRP (Partita : `nrrp`), N = 1000</translation>
    </message>
    <message>
        <source>the paper&apos;s figure is the lower bound times the algorithm&apos;s approximation ratio (see the next rows), a worst case; Partita measures the partition itself, the non-rectangular recursive partition, %1 % above the bound here (%2).</source>
        <translation>le chiffre de l’article est la borne inférieure multipliée par le rapport d’approximation de l’algorithme (voir les lignes suivantes), un pire cas ; Partita mesure la partition elle-même, la partition récursive non rectangulaire, ici %1 % au-dessus de la borne (%2).</translation>
    </message>
    <message>
        <source>the same volume as `nagamochi-abe` on these stars</source>
        <translation>le même volume que `nagamochi-abe` sur ces étoiles</translation>
    </message>
    <message>
        <source>it differs from `nagamochi-abe` by its square corners</source>
        <translation>elle diffère de `nagamochi-abe` par ses coins carrés</translation>
    </message>
    <message>
        <source>LBP volume below the bound × 1.75 (PERI-SUM&apos;s ratio), N = 1000</source>
        <translation>Volume de LBP en dessous de la borne × 1.75 (rapport de PERI-SUM), N = 1000</translation>
    </message>
    <message>
        <source>LBP volume below the bound × 1.25 (Recursive&apos;s ratio), N = 1000</source>
        <translation>Volume de LBP en dessous de la borne × 1.25 (rapport de Recursive), N = 1000</translation>
    </message>
    <message>
        <source>LBP volume below the bound × 2/√3 (NRRP&apos;s ratio), N = 1000</source>
        <translation>Volume de LBP en dessous de la borne × 2/√3 (rapport de NRRP), N = 1000</translation>
    </message>
    <message>
        <source>LBP finishing time below Even-Col, N = 1000</source>
        <translation>Temps d’achèvement de LBP en dessous d’Even-Col, N = 1000</translation>
    </message>
    <message>
        <source>the paper says &quot;about 40 %&quot; and gives no exact value; the gap depends on the draw of the slowest of the 16 processors, for which Even-Col waits.</source>
        <translation>l’article dit « environ 40 % » et ne donne pas de valeur exacte ; l’écart dépend du tirage du plus lent des 16 processeurs, qu’Even-Col attend.</translation>
    </message>
    <message>
        <source>Finishing time at N = 1000 against Even-Col: `columns` %1 % below, `nagamochi-abe` %2 % below, `nrrp` %3 % below (the paper: LBP, PERI-SUM, Recursive and NPPR &quot;similar curves&quot;). LBP&apos;s volume is 2N² at every N (Theorem 1), so its gain over the bound, 1 − 1/Σ√s_i, does not depend on N, as the paper observes.</source>
        <translation>Temps d’achèvement à N = 1000 par rapport à Even-Col : `columns` %1 % en dessous, `nagamochi-abe` %2 % en dessous, `nrrp` %3 % en dessous (l’article : LBP, PERI-SUM, Recursive et NPPR, « courbes similaires »). Le volume de LBP est 2N² pour tout N (théorème 1), donc son gain sur la borne, 1 − 1/Σ√s_i, ne dépend pas de N, comme l’observe l’article.</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 6(a): total communication volume, 16-worker stars (mean of 10)</source>
        <translation>Article 004 fig. 6(a) : volume total de communication, étoiles de 16 travailleurs (moyenne de 10)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 6(b): finishing time, PCCS (mean of 10)</source>
        <translation>Article 004 fig. 6(b) : temps d’achèvement, PCCS (moyenne de 10)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>lower bound 2N²Σ√s_i</source>
        <translation>borne inférieure 2N²Σ√s_i</translation>
    </message>
</context>
<context>
    <name>004-fig7-8</name>
    <message>
        <source>modified pipeline</source>
        <translation>pipeline modifié</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>pipeline</translation>
    </message>
    <message>
        <source>the gap depends on each mesh&apos;s draw (the paper&apos;s meshes are not published; it averages 10 and Partita %1 drawn from fixed seeds); it stays within the paper&apos;s range of a few hundredths to two tenths of a percent.</source>
        <translation>l’écart dépend du tirage de chaque maillage (les maillages de l’article ne sont pas publiés ; il fait la moyenne sur 10, Partita sur %1 tirés de graines fixes) ; il reste dans la plage de l’article, de quelques centièmes à deux dixièmes de pour cent.</translation>
    </message>
    <message>
        <source>SUMMA&apos;s even blocks leave the slowest processor the last to finish, so its gap follows the draw of the slowest processors of each mesh (%1 meshes here from fixed seeds, 10 unpublished ones in the paper).</source>
        <translation>les blocs égaux de SUMMA font finir en dernier le processeur le plus lent, si bien que son écart suit le tirage des processeurs les plus lents de chaque maillage (ici %1 maillages tirés de graines fixes, 10 non publiés dans l’article).</translation>
    </message>
    <message>
        <source>the paper gives neither the number of chunks nor how it was tuned (ref. [35] tunes the chunk size); Partita tunes m over 1, 2, 4, ..., N by the exact arrival recursion and keeps the best, so the copy streams through the mesh, chunks cut through the nodes (where LBP&apos;s PCCS nodes receive their data whole before passing it on) and every node starts almost at once: within a few percent of LBP, even a little ahead on 9×9. The paper&apos;s gaps, near its pipeline&apos;s, are those of a few chunks.</source>
        <translation>l’article ne donne ni le nombre de tronçons ni la façon dont il a été réglé (la réf. [35] règle la taille des tronçons) ; Partita essaie m parmi 1, 2, 4, ..., N par la récurrence exacte des arrivées et garde le meilleur, si bien que la copie s’écoule à travers le maillage, les tronçons traversent les nœuds sans s’y arrêter (là où les nœuds PCCS de LBP reçoivent leurs données en entier avant de les transmettre) et tous les nœuds démarrent presque en même temps : à quelques pour cent de LBP, et même un peu en avance sur 9×9. Les écarts de l’article, proches de ceux de son pipeline, sont ceux de quelques tronçons.</translation>
    </message>
    <message>
        <source>Partita&apos;s nodes forward the copy to all their downstream neighbours at once (multi-port, the model of §5.1), and send it whole, store-and-forward; the paper states neither. The gap grows with the mesh as the paper&apos;s does, since the copy crosses 2(X−1) hops before the farthest node starts.</source>
        <translation>les nœuds de Partita transmettent la copie à tous leurs voisins en aval à la fois (multi-port, le modèle du §5.1), et l’envoient entière, par stockage puis retransmission (store-and-forward) ; l’article ne précise ni l’un ni l’autre. L’écart croît avec le maillage comme celui de l’article, puisque la copie franchit 2(X−1) sauts avant que le nœud le plus éloigné ne démarre.</translation>
    </message>
    <message>
        <source>%1: LBP-heuristic finishing time over LBP</source>
        <translation>%1 : temps d’achèvement de LBP-heuristic au-dessus de celui de LBP</translation>
    </message>
    <message>
        <source>%1: SUMMA finishing time over LBP</source>
        <translation>%1 : temps d’achèvement de SUMMA au-dessus de celui de LBP</translation>
    </message>
    <message>
        <source>%1: modified pipeline finishing time over LBP</source>
        <translation>%1 : temps d’achèvement du pipeline modifié au-dessus de celui de LBP</translation>
    </message>
    <message>
        <source>%1: pipeline finishing time over LBP</source>
        <translation>%1 : temps d’achèvement du pipeline au-dessus de celui de LBP</translation>
    </message>
    <message>
        <source>the gap depends on each mesh&apos;s draw (the paper&apos;s meshes are not published; it averages 10 and Partita %1 drawn from fixed seeds); here the mean is negative: on some of these meshes the heuristic&apos;s simulated integer schedule ends before PMFT-LBP&apos;s (both are simulated after their flows are rounded to whole columns, docs/layer-based.md), within the paper&apos;s few hundredths of a percent.</source>
        <translation>l’écart dépend du tirage de chaque maillage (les maillages de l’article ne sont pas publiés ; il fait la moyenne sur 10, Partita sur %1 tirés de graines fixes) ; ici la moyenne est négative : sur certains de ces maillages, l’ordonnancement entier simulé de l’heuristique se termine avant celui de PMFT-LBP (tous deux sont simulés après l’arrondi de leurs flots à des colonnes entières, docs/layer-based.md), dans les quelques centièmes de pour cent de l’article.</translation>
    </message>
    <message>
        <source>%1: LBP volume below the modified pipeline</source>
        <translation>%1 : volume de LBP en dessous de celui du pipeline modifié</translation>
    </message>
    <message>
        <source>%1: LBP volume below the pipeline</source>
        <translation>%1 : volume de LBP en dessous de celui du pipeline</translation>
    </message>
    <message>
        <source>the paper prints one figure for the three meshes, near the 5×5 value; by the volumes each algorithm sends (source at the corner), the gap is about %1, %2 % for X = %3.</source>
        <translation>l’article imprime un seul chiffre pour les trois maillages, proche de la valeur du 5×5 ; d’après les volumes qu’envoie chaque algorithme (source au coin), l’écart vaut environ %1, soit %2 % pour X = %3.</translation>
    </message>
    <message>
        <source>%1: SUMMA volume over LBP&apos;s (&quot;almost the same&quot;)</source>
        <translation>%1 : volume de SUMMA rapporté à celui de LBP (« presque le même »)</translation>
    </message>
    <message>
        <source>Meshes from `partita generate --kind mesh --p 25|49|81 --seed 1..%1` (unit processing and transmission times drawn with the spreads of §6.2) at the paper&apos;s time scale (unit processing time 0.0002 to 0.0007, transmission 0.0003 to 0.0008), each taken as the quadrant §6.2 studies: the source at the top left corner (P1), which does not compute. N = 1000 and 2000; each point the mean over the %2 meshes (the paper: 10), each gap the mean over the %3 sizes. LBP is `lbp-mesh` (PMFT-LBP), LBP-heuristic `lbp-mesh --heuristic`, the pipelines as Partita plans them (docs/layer-based.md, q = 80). SUMMA: every processor holds one block of A, B and C (§6.2) and passes its part of the pivot column of blocks to its grid neighbours over their direct link, panels one processor block wide (q = N/X).</source>
        <translation>Maillages issus de `partita generate --kind mesh --p 25|49|81 --seed 1..%1` (temps unitaires de calcul et de transmission tirés avec les dispersions du §6.2) à l’échelle de temps de l’article (temps unitaire de calcul de 0.0002 à 0.0007, de transmission de 0.0003 à 0.0008), chacun pris comme le quadrant qu’étudie le §6.2 : la source au coin supérieur gauche (P1), qui ne calcule pas. N = 1000 et 2000 ; chaque point est la moyenne sur les %2 maillages (l’article : 10), chaque écart la moyenne sur les %3 tailles. LBP est `lbp-mesh` (PMFT-LBP), LBP-heuristic `lbp-mesh --heuristic`, les pipelines tels que Partita les planifie (docs/layer-based.md, q = 80). SUMMA : chaque processeur détient un bloc de A, de B et de C (§6.2) et transmet sa part de la colonne pivot de blocs à ses voisins de la grille par leur lien direct, en panneaux larges d’un bloc de processeur (q = N/X).</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 7: communication volume, %1 mesh</source>
        <translation>Article 004 fig. 7 : volume de communication, maillage %1</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>Paper 004 Fig. 8: finishing time, %1 mesh</source>
        <translation>Article 004 fig. 8 : temps d’achèvement, maillage %1</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
</context>
<context>
    <name>AutoLayout</name>
    <message>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>grille</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>tore</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>arbre</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>graphe</translation>
    </message>
</context>
<context>
    <name>BuildInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>non compilé</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>ratio_i = (total-work + μ_i²) / max(completion-time + 2μ_i c_i, ready_i), the largest is chosen</source>
        <translation>ratio_i = (total-work + μ_i²) / max(completion-time + 2μ_i c_i, ready_i), le plus grand est retenu</translation>
    </message>
    <message>
        <source>ratio_i = μ_i² / max(2μ_i c_i, ready_i − completion-time), the largest is chosen</source>
        <translation>ratio_i = μ_i² / max(2μ_i c_i, ready_i − completion-time), le plus grand est retenu</translation>
    </message>
    <message>
        <source>Step %1: %2 tie with the largest ratio %3; %4 comes first and is chosen.</source>
        <translation>Étape %1 : %2 sont à égalité avec le plus grand ratio %3 ; %4 vient en premier et est choisi.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Step %1: %2 is the only candidate (ratio %3) and is chosen.</source>
        <translation>Étape %1 : %2 est le seul candidat (ratio %3) et est choisi.</translation>
    </message>
    <message>
        <source>Step %1: %2 has the largest ratio %3 and is chosen.</source>
        <translation>Étape %1 : %2 a le plus grand ratio %3 et est choisi.</translation>
    </message>
    <message>
        <source>%1 / ready %2</source>
        <translation>%1 / ready %2</translation>
    </message>
    <message>
        <source>%1 / (ready %2 − %3)</source>
        <translation>%1 / (ready %2 − %3)</translation>
    </message>
    <message>
        <source>T_step = %1 %2</source>
        <translation>T_step = %1 %2</translation>
    </message>
    <message>
        <source> (refined by max-min fairness from %1)</source>
        <translation> (affiné par équité max-min à partir de %1)</translation>
    </message>
    <message>
        <source> (greedy bandwidths kept)</source>
        <translation> (débits gloutons conservés)</translation>
    </message>
    <message>
        <source>Size 1: %1 alone, the fastest processor, %2.</source>
        <translation>Taille 1 : %1 seul, le processeur le plus rapide, %2.</translation>
    </message>
    <message>
        <source>Size 2: %1 joins %2, the best pair, %3.</source>
        <translation>Taille 2 : %1 rejoint %2, la meilleure paire, %3.</translation>
    </message>
    <message>
        <source>Size %1: %2 inserted between %3 and %4, %5.</source>
        <translation>Taille %1 : %2 inséré entre %3 et %4, %5.</translation>
    </message>
    <message>
        <source>μ = 0: its memory holds no μ² + 4μ layout even with μ = 1 (5 buffers), so it takes no part</source>
        <translation>μ = 0 : sa mémoire ne contient aucune disposition μ² + 4μ, même avec μ = 1 (5 tampons) ; il ne participe pas</translation>
    </message>
    <message numerus="yes">
        <source>never chosen in the %n selection(s) shown</source>
        <translation>
            <numerusform>jamais choisi dans la sélection affichée</numerusform>
            <numerusform>jamais choisi dans les %n sélections affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>: its ratio stays below the chosen worker&apos;s, closest at selection %1 (%2 against %3&apos;s %4)</source>
        <translation> : son ratio reste sous celui du travailleur choisi, au plus près à la sélection %1 (%2 contre %4 pour %3)</translation>
    </message>
    <message>
        <source>; one of its selections gives %1 block updates per %2 of the master&apos;s port (μ = %3), the chosen workers&apos; at least %4</source>
        <translation> ; une de ses sélections donne %1 mises à jour de blocs par %2 du port du maître (μ = %3), celles des travailleurs choisis au moins %4</translation>
    </message>
    <message>
        <source>second</source>
        <translation>seconde</translation>
    </message>
    <message>
        <source>time unit</source>
        <translation>unité de temps</translation>
    </message>
    <message>
        <source>square chunk %1×%1 (μ_i = %2 ≤ μ/2), %3 passes per core row</source>
        <translation>bloc carré %1×%1 (μ_i = %2 ≤ μ/2), %3 passages par ligne du cœur</translation>
    </message>
    <message>
        <source>whole columns %1×%2 (μ/2 &lt; μ_i = %3 &lt; μ)</source>
        <translation>colonnes entières %1×%2 (μ/2 &lt; μ_i = %3 &lt; μ)</translation>
    </message>
    <message>
        <source>μ×μ chunk %1×%1 (the master&apos;s own memory)</source>
        <translation>bloc μ×μ %1×%1 (la mémoire du maître lui-même)</translation>
    </message>
    <message>
        <source>μ×μ chunk %1×%1 (μ_i = %2 ≥ μ)</source>
        <translation>bloc μ×μ %1×%1 (μ_i = %2 ≥ μ)</translation>
    </message>
    <message>
        <source>, %1 virtual workers (⌊μ_i²/μ²⌋)</source>
        <translation>, %1 travailleurs virtuels (⌊μ_i²/μ²⌋)</translation>
    </message>
    <message>
        <source>no core update</source>
        <translation>aucune mise à jour du cœur</translation>
    </message>
    <message>
        <source>Step %1 of %2: the pivot %3 is factored on %4</source>
        <translation>Étape %1 sur %2 : le pivot %3 est factorisé sur %4</translation>
    </message>
    <message>
        <source>; no core is left: the factorization ends.</source>
        <translation> ; il ne reste aucun cœur : la factorisation se termine.</translation>
    </message>
    <message>
        <source>; the core of %2×%2 blocks is updated by %1.</source>
        <translation> ; le cœur de %2×%2 blocs est mis à jour par %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&lt;b&gt;Costs of step %1&lt;/b&gt; (paper 002 §7.1; μ = %2, r − kμ = %3, on %4: c = %5, w = %6 %7 per block)</source>
        <translation>&lt;b&gt;Coûts de l’étape %1&lt;/b&gt; (article 002 §7.1 ; μ = %2, r − kμ = %3, sur %4 : c = %5, w = %6 %7 par bloc)</translation>
    </message>
    <message>
        <source>(a) pivot: 2μ²c + μ³w = %1 + %2 = &lt;b&gt;%3&lt;/b&gt; %4; the plan moves %5 blocks and counts %6 block updates</source>
        <translation>(a) pivot : 2μ²c + μ³w = %1 + %2 = &lt;b&gt;%3&lt;/b&gt; %4 ; le plan déplace %5 blocs et compte %6 mises à jour de bloc</translation>
    </message>
    <message>
        <source>(b, c) panels: 2 × (2μ(r − kμ)c + ½μ²(r − kμ)w) = %1 + %2 = &lt;b&gt;%3&lt;/b&gt; %4; the plan moves %5 blocks and counts %6 block updates</source>
        <translation>(b, c) panneaux : 2 × (2μ(r − kμ)c + ½μ²(r − kμ)w) = %1 + %2 = &lt;b&gt;%3&lt;/b&gt; %4 ; le plan déplace %5 blocs et compte %6 mises à jour de bloc</translation>
    </message>
    <message>
        <source>— the last pivot is the %1 blocks left of r, not the plan&apos;s μ = %2</source>
        <translation>— le dernier pivot est fait des %1 blocs qui restent de r, non du μ = %2 du plan</translation>
    </message>
    <message>
        <source>(d) core: none at the last step.</source>
        <translation>(d) cœur : aucun à la dernière étape.</translation>
    </message>
    <message>
        <source>(d) core: (r/μ − k)(μ² + 3μ(r − kμ)) = %1 blocks and (r/μ − k)(r − kμ)μ² = %2 block updates, shared:</source>
        <translation>(d) cœur : (r/μ − k)(μ² + 3μ(r − kμ)) = %1 blocs et (r/μ − k)(r − kμ)μ² = %2 mises à jour de bloc, réparties :</translation>
    </message>
    <message>
        <source>%1: %2 columns in %3 strip(s); %4 blocks in and %5 back, %6 %7 of the master&apos;s port; %8 block updates, %9 %7 of computation</source>
        <translation>%1 : %2 colonnes en %3 bande(s) ; %4 blocs reçus et %5 renvoyés, %6 %7 du port du maître ; %8 mises à jour de bloc, %9 %7 de calcul</translation>
    </message>
    <message>
        <source> (the master computes: no communication)</source>
        <translation> (le maître calcule : aucune communication)</translation>
    </message>
    <message>
        <source>%1: μ = %2 for every step, r = %3 blocks; pivots on %4; workers with a chunk: %5 (%6 of %7 compute); makespan %8 %9.</source>
        <translation>%1 : μ = %2 à chaque étape, r = %3 blocs ; pivots sur %4 ; travailleurs dotés d’un bloc : %5 (%6 sur %7 calculent) ; durée totale %8 %9.</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1 : écriture impossible (%2)</translation>
    </message>
</context>
<context>
    <name>ExperimentText</name>
    <message>
        <source>global, local and two-step selection on the three workers of Table 2: the ratios and choices printed in §6.2</source>
        <translation>sélection globale, locale et en deux étapes sur les trois travailleurs du tableau 2 : les ratios et les choix imprimés au §6.2</translation>
    </message>
    <message>
        <source>the simple version (homogeneous workers, rank-one updates, no memory limit): the alternating greedy on one worker, Thrifty and Min-min against the exact optimum on the two cases of Fig. 4</source>
        <translation>la version simple (travailleurs homogènes, mises à jour de rang un, sans limite de mémoire) : le glouton alterné sur un travailleur, Thrifty et Min-min face à l’optimum exact sur les deux cas de la fig. 4</translation>
    </message>
    <message>
        <source>8×8 product on processors of power 1, 1, 2, 4: rectangles (S1), even layers (S2), proportional layers (S3)</source>
        <translation>produit 8×8 sur des processeurs de puissance 1, 1, 2, 4 : rectangles (S1), couches égales (S2), couches proportionnelles (S3)</translation>
    </message>
    <message>
        <source>16-worker stars, N = 100 to 1000, PCCS: LBP&apos;s volume against the rectangles&apos; lower bound, finishing time against Even-Col</source>
        <translation>étoiles de 16 travailleurs, N = 100 à 1000, PCCS : le volume de LBP face à la borne inférieure des rectangles, le temps de fin face à Even-Col</translation>
    </message>
    <message>
        <source>5×5, 7×7, 9×9 meshes, N = 1000 to 2000: volume and finishing time of SUMMA, modified pipeline and pipeline against LBP and LBP-heuristic</source>
        <translation>grilles 5×5, 7×7, 9×9, N = 1000 à 2000 : volume et temps de fin de SUMMA, du pipeline modifié et du pipeline face à LBP et à LBP heuristique</translation>
    </message>
    <message>
        <source>column-based, recursive and 2D-grid partitions against the lower bound 2Σ√s_i as p grows</source>
        <translation>partitions en colonnes, récursives et en grille 2D face à la borne inférieure 2Σ√s_i quand p croît</translation>
    </message>
    <message>
        <source>redistribution sequences and their costs, greedy balancing against the exact search</source>
        <translation>séquences de redistribution et leurs coûts, équilibrage glouton face à la recherche exacte</translation>
    </message>
    <message>
        <source>the equivalent homogeneous network of segmented networks (equations 1-3) and the efficiency of hetero-block-cyclic against its prototype</source>
        <translation>le réseau homogène équivalent de réseaux segmentés (équations 1-3) et l’efficacité de hetero-block-cyclic face à son prototype</translation>
    </message>
    <message>
        <source>the master-worker algorithms on a homogeneous master and 8 workers, memory 132-512 MB: workers used, order and trends</source>
        <translation>les algorithmes maître-travailleurs sur un maître homogène et 8 travailleurs, mémoire de 132 à 512 Mo : travailleurs employés, ordre et tendances</translation>
    </message>
    <message>
        <source>the SharedRing heuristic on Tiers platforms of 37 and 70 machines: ring size against H/W, T_step/W against the ring size at H/W = 0.1, 1, 10, and the gains of the two refinements (max-min fairness, the quadratic program)</source>
        <translation>l’heuristique SharedRing sur des plateformes Tiers de 37 et 70 machines : taille de l’anneau selon H/W, T_step/W selon la taille de l’anneau à H/W = 0,1, 1, 10, et les gains des deux raffinements (équité max-min, le programme quadratique)</translation>
    </message>
    <message>
        <source>§6.2, Table 2, Figs. 7-8</source>
        <translation>§6.2, tableau 2, fig. 7-8</translation>
    </message>
    <message>
        <source>§3, Proposition 1, Fig. 4</source>
        <translation>§3, proposition 1, fig. 4</translation>
    </message>
    <message>
        <source>§1.2, Fig. 1</source>
        <translation>§1.2, fig. 1</translation>
    </message>
    <message>
        <source>§6.1, Fig. 6</source>
        <translation>§6.1, fig. 6</translation>
    </message>
    <message>
        <source>§6.2, Figs. 7-8</source>
        <translation>§6.2, fig. 7-8</translation>
    </message>
    <message>
        <source>§2.2-2.3</source>
        <translation>§2.2-2.3</translation>
    </message>
    <message>
        <source>§4.4-4.6, Figs. 7-9</source>
        <translation>§4.4-4.6, fig. 7-9</translation>
    </message>
    <message>
        <source>slides &quot;Equivalent Network Environments&quot;</source>
        <translation>transparents « Equivalent Network Environments »</translation>
    </message>
    <message>
        <source>§8, Figs. 10-13</source>
        <translation>§8, fig. 10-13</translation>
    </message>
    <message>
        <source>§5, Figs. 3-14</source>
        <translation>§5, fig. 3-14</translation>
    </message>
</context>
<context>
    <name>ExperimentUnit</name>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export as CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>Impossible d’exporter le tableau</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exporter l’image</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vectors (*.svg)</source>
        <translation>Image PNG (*.png);;Vectoriel SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>Impossible d’exporter l’image</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l’image…</translation>
    </message>
</context>
<context>
    <name>GanttCanvas</name>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>the platform has no processor</source>
        <translation>la plate-forme n’a aucun processeur</translation>
    </message>
    <message>
        <source>%1 %2: %3 must be a finite number (got %4)</source>
        <translation>%1 %2 : %3 doit être un nombre fini (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: %3 must be &gt; 0 (got %4)</source>
        <translation>%1 %2 : %3 doit être &gt; 0 (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: %3 must be between %4 and %5 (got %6)</source>
        <translation>%1 %2 : %3 doit être compris entre %4 et %5 (reçu %6)</translation>
    </message>
    <message>
        <source>%1 %2: duplicate id (already used by a %3)</source>
        <translation>%1 %2 : identifiant en double (déjà pris par un %3)</translation>
    </message>
    <message>
        <source>%1 %2: unknown node %3 in &apos;%4&apos; (no processor or router has this id)</source>
        <translation>%1 %2 : nœud %3 inconnu dans &apos;%4&apos; (aucun processeur ni routeur ne porte cet identifiant)</translation>
    </message>
    <message>
        <source>master %1 is not a processor or router of the platform</source>
        <translation>le maître %1 n’est ni un processeur ni un routeur de la plate-forme</translation>
    </message>
    <message>
        <source>%1 %2: cannot be reached from %3 (the platform graph is disconnected)</source>
        <translation>%1 %2 : inaccessible depuis %3 (le graphe de la plate-forme n’est pas connexe)</translation>
    </message>
    <message>
        <source>%1 must be at least 1 (got %2)</source>
        <translation>%1 doit valoir au moins 1 (reçu %2)</translation>
    </message>
    <message>
        <source>%1 must be at most %2 (got %3)</source>
        <translation>%1 doit valoir au plus %2 (reçu %3)</translation>
    </message>
    <message>
        <source>%1 / q = %2 blocks a side, more than the %3 any strategy plans: take a larger q</source>
        <translation>%1 / q = %2 blocs par côté, plus que les %3 qu’une stratégie planifie : prenez un q plus grand</translation>
    </message>
    <message>
        <source>processor %1: memory %2 buffers cannot hold one %3 block (1 buffer)</source>
        <translation>processeur %1 : une mémoire de %2 tampons ne peut contenir un bloc %3 (1 tampon)</translation>
    </message>
    <message>
        <source>processor %1: memory %2 MiB cannot hold one %3 block (%4 MiB)</source>
        <translation>processeur %1 : une mémoire de %2 Mio ne peut contenir un bloc %3 (%4 Mio)</translation>
    </message>
    <message>
        <source>processor %1 cannot be reached from the master %2 along the links&apos; directions</source>
        <translation>le processeur %1 est inaccessible depuis le maître %2 dans le sens des liens</translation>
    </message>
    <message>
        <source>%1 is an iterative computation on its own n×n grid, not a matrix product (docs/ring.md): --m and --k do not apply (got %2×%3 by %3×%4)</source>
        <translation>%1 est un calcul itératif sur sa propre grille n×n, pas un produit de matrices (docs/ring.md) : m et k ne s’appliquent pas (reçu %2×%3 par %3×%4)</translation>
    </message>
    <message>
        <source>%1 factors a square matrix A of order n (docs/lu.md): --m and --k do not apply (got %2×%3 by %3×%4)</source>
        <translation>%1 factorise une matrice carrée A d’ordre n (docs/lu.md) : m et k ne s’appliquent pas (reçu %2×%3 par %3×%4)</translation>
    </message>
    <message>
        <source>%1 takes square products only (m = k = n), got %2×%3 by %3×%4</source>
        <translation>%1 ne prend que des produits carrés (m = k = n), reçu %2×%3 par %3×%4</translation>
    </message>
    <message>
        <source>%1 takes square products only (m = k = n), got %2×%3 by %3×%4; strategies for any shape: %5</source>
        <translation>%1 ne prend que des produits carrés (m = k = n), reçu %2×%3 par %3×%4 ; stratégies pour toute forme : %5</translation>
    </message>
    <message>
        <source>the platform has no computing processor</source>
        <translation>la plate-forme n’a aucun processeur qui calcule</translation>
    </message>
    <message>
        <source>summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours</source>
        <translation>summa : demande les processeurs sur une grille complète (x, y), un par case, avec un lien entre voisins de la grille</translation>
    </message>
    <message>
        <source>summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours (%1 has no x, y)</source>
        <translation>summa : demande les processeurs sur une grille complète (x, y), un par case, avec un lien entre voisins de la grille (%1 n’a pas de x, y)</translation>
    </message>
    <message>
        <source>summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours (%1 and %2 share a cell)</source>
        <translation>summa : demande les processeurs sur une grille complète (x, y), un par case, avec un lien entre voisins de la grille (%1 et %2 partagent une case)</translation>
    </message>
    <message>
        <source>summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours (no two-way link between %1 and %2)</source>
        <translation>summa : demande les processeurs sur une grille complète (x, y), un par case, avec un lien entre voisins de la grille (aucun lien bidirectionnel entre %1 et %2)</translation>
    </message>
    <message>
        <source>lbp-star: the platform has no master (the star&apos;s source)</source>
        <translation>lbp-star : la plate-forme n’a pas de maître (la source de l’étoile)</translation>
    </message>
    <message>
        <source>lbp-star: the master %1 has no computing neighbour</source>
        <translation>lbp-star : le maître %1 n’a aucun voisin qui calcule</translation>
    </message>
    <message>
        <source>lbp-mesh: the platform has no master (the source of A and B)</source>
        <translation>lbp-mesh : la plate-forme n’a pas de maître (la source de A et B)</translation>
    </message>
    <message>
        <source>lbp-mesh: no computing processor is reachable from the master %1</source>
        <translation>lbp-mesh : aucun processeur qui calcule n’est accessible depuis le maître %1</translation>
    </message>
    <message>
        <source>master-worker schedules need a master: the platform names none</source>
        <translation>les ordonnancements maître-travailleurs demandent un maître : la plate-forme n’en nomme aucun</translation>
    </message>
    <message>
        <source>the master %1 is not a node of the platform</source>
        <translation>le maître %1 n’est pas un nœud de la plate-forme</translation>
    </message>
    <message>
        <source>no processor besides the master %1 can be reached to work for it</source>
        <translation>aucun processeur autre que le maître %1 n’est accessible pour travailler pour lui</translation>
    </message>
    <message>
        <source>no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)</source>
        <translation>aucun travailleur n’a la mémoire de la disposition μ² + 4μ avec μ = 1 (5 blocs de q×q)</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2 : %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>invalid JSON: syntax error while parsing %1 - unexpected %2</source>
        <translation>JSON invalide : erreur de syntaxe en lisant %1 – on n’attendait pas %2</translation>
    </message>
    <message>
        <source>invalid JSON: syntax error while parsing %1 - unexpected %2; expected %3</source>
        <translation>JSON invalide : erreur de syntaxe en lisant %1 – on n’attendait pas %2 ; on attendait %3</translation>
    </message>
    <message>
        <source>invalid JSON: syntax error while parsing %1 - %2; last read: &apos;%3&apos;</source>
        <translation>JSON invalide : erreur de syntaxe en lisant %1 – %2 ; dernier texte lu : &apos;%3&apos;</translation>
    </message>
    <message>
        <source>invalid JSON: syntax error while parsing %1 - %2; last read: &apos;%3&apos;; expected %4</source>
        <translation>JSON invalide : erreur de syntaxe en lisant %1 – %2 ; dernier texte lu : &apos;%3&apos; ; on attendait %4</translation>
    </message>
    <message>
        <source>invalid JSON: number overflow parsing &apos;%1&apos;</source>
        <translation>JSON invalide : le nombre &apos;%1&apos; dépasse la capacité d’un double</translation>
    </message>
    <message>
        <source>invalid XML: %1</source>
        <translation>XML invalide : %1</translation>
    </message>
    <message>
        <source>the root element must be &lt;platform&gt; (got &lt;%1&gt;)</source>
        <translation>l’élément racine doit être &lt;platform&gt; (reçu &lt;%1&gt;)</translation>
    </message>
    <message>
        <source>no &lt;zone&gt; in &lt;platform&gt;</source>
        <translation>aucune &lt;zone&gt; dans &lt;platform&gt;</translation>
    </message>
    <message>
        <source>unexpected element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation>élément &lt;%1&gt; inattendu dans &lt;%2&gt;</translation>
    </message>
    <message>
        <source>%1: missing attribute &apos;%2&apos;</source>
        <translation>%1 : attribut &apos;%2&apos; manquant</translation>
    </message>
    <message>
        <source>%1: invalid %2 &apos;%3&apos; (expected a number and a unit such as &apos;%4&apos;)</source>
        <translation>%1 : %2 &apos;%3&apos; invalide (attendu un nombre et une unité, par exemple &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is too large</source>
        <translation>%1 : %2 &apos;%3&apos; est trop grand</translation>
    </message>
    <message>
        <source>%1: unknown %2 unit &apos;%3&apos; in &apos;%4&apos;</source>
        <translation>%1 : unité de %2 &apos;%3&apos; inconnue dans &apos;%4&apos;</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; must be a number (got &apos;%3&apos;)</source>
        <translation>%1 : la propriété &apos;%2&apos; doit être un nombre (reçu &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: unknown node &apos;%2&apos; (no host or router has this id)</source>
        <translation>%1 : nœud &apos;%2&apos; inconnu (aucun hôte ni routeur n’a cet identifiant)</translation>
    </message>
    <message>
        <source>%1: unknown link &apos;%2&apos;</source>
        <translation>%1 : lien &apos;%2&apos; inconnu</translation>
    </message>
    <message>
        <source>%1 %2: kernel speeds need physical units (a &quot;blocks&quot; platform&apos;s speed is already the rate of one block update)</source>
        <translation>%1 %2 : les vitesses par noyau demandent des unités physiques (sur une plate-forme en « blocks », la vitesse est déjà le débit d’une mise à jour de bloc)</translation>
    </message>
    <message>
        <source>unknown network model &apos;%1&apos; (expected ideal, cm02 or lv08)</source>
        <translation>modèle de réseau &apos;%1&apos; inconnu (attendu : ideal, cm02 ou lv08)</translation>
    </message>
    <message>
        <source>the %1 network model needs a platform in physical units (bytes and seconds)</source>
        <translation>le modèle de réseau %1 demande une plate-forme en unités physiques (octets et secondes)</translation>
    </message>
    <message>
        <source>MFT-LBP-relax: lp_solve found the LP %1</source>
        <translation>MFT-LBP-relax : lp_solve a trouvé le programme linéaire %1</translation>
    </message>
    <message>
        <source>MFT-LBP with fixed k: lp_solve found the LP %1</source>
        <translation>MFT-LBP à k fixés : lp_solve a trouvé le programme linéaire %1</translation>
    </message>
    <message>
        <source>lp_solve: %1 failed</source>
        <translation>lp_solve : %1 a échoué</translation>
    </message>
    <message>
        <source>lp_solve: no sensitivity information</source>
        <translation>lp_solve : aucune information de sensibilité</translation>
    </message>
    <message>
        <source>lbp-mesh: the flows cannot be rounded to whole columns</source>
        <translation>lbp-mesh : les flots ne peuvent pas être arrondis à des colonnes entières</translation>
    </message>
    <message>
        <source>ring: %1 (%2) must be a positive number, got %3</source>
        <translation>ring : %1 (%2) doit être un nombre positif, reçu %3</translation>
    </message>
    <message>
        <source>ring: the largest ring size must be 0 (every processor) or more, got %1</source>
        <translation>ring : la taille maximale de l’anneau doit valoir 0 (tous les processeurs) ou plus, reçu %1</translation>
    </message>
    <message>
        <source>ring: the schedule needs at least one iteration, got %1</source>
        <translation>ring : l’ordonnancement demande au moins une itération, reçu %1</translation>
    </message>
    <message>
        <source>ring: the block size q must be a positive number, got %1</source>
        <translation>ring : la taille de bloc q doit être un nombre positif, reçu %1</translation>
    </message>
    <message>
        <source>ring: the platform has no computing processor</source>
        <translation>ring : la plate-forme n’a aucun processeur de calcul</translation>
    </message>
    <message>
        <source>ring: processor %1 needs a positive speed, got %2</source>
        <translation>ring : le processeur %1 demande une vitesse positive, reçu %2</translation>
    </message>
    <message>
        <source>unknown ring refinement &apos;%1&apos; (expected off, on, max-min or qp)</source>
        <translation>raffinement d’anneau &apos;%1&apos; inconnu (attendu : off, on, max-min ou qp)</translation>
    </message>
    <message>
        <source>unknown LU algorithm &quot;%1&quot; (expected lu-homogeneous or lu-hetero)</source>
        <translation>algorithme LU « %1 » inconnu (attendu : lu-homogeneous ou lu-hetero)</translation>
    </message>
    <message>
        <source>n/q = %1 blocks per side is too many for LU</source>
        <translation>n/q = %1 blocs par côté, c’est trop pour LU</translation>
    </message>
    <message>
        <source>the pivot side mu must be positive (got %1)</source>
        <translation>le côté du pivot mu doit être positif (reçu %1)</translation>
    </message>
    <message>
        <source>mu = %1 does not fit the smallest worker (μ ≤ %2)</source>
        <translation>mu = %1 ne tient pas dans le plus petit travailleur (μ ≤ %2)</translation>
    </message>
    <message>
        <source>mu = %1 does not fit any worker (μ ≤ %2)</source>
        <translation>mu = %1 ne tient dans aucun travailleur (μ ≤ %2)</translation>
    </message>
    <message>
        <source>no worker can hold a pivot of %1×%1 blocks</source>
        <translation>aucun travailleur ne peut contenir un pivot de %1×%1 blocs</translation>
    </message>
    <message>
        <source>the executor does not run &apos;%1&apos; (it runs %2)</source>
        <translation>l’exécuteur n’exécute pas &apos;%1&apos; (il exécute %2)</translation>
    </message>
    <message>
        <source>--predistributed applies to the 2D partitions, without --speed-change</source>
        <translation>--predistributed s’applique aux partitions 2D, sans --speed-change</translation>
    </message>
    <message>
        <source>--speed-change changes emulated speeds: it needs --emulate</source>
        <translation>--speed-change change des vitesses émulées : il demande --emulate</translation>
    </message>
    <message>
        <source>--speed-change redistributes a column-based partition: use %1</source>
        <translation>--speed-change redistribue une partition en colonnes : utilisez %1</translation>
    </message>
    <message>
        <source>--throttle slows real ranks: it does not combine with --emulate</source>
        <translation>--throttle ralentit des rangs réels : il ne se combine pas avec --emulate</translation>
    </message>
    <message>
        <source>--speed-change: &apos;%1&apos; is not RANK@FRACTION:xFACTOR (e.g. 2@0.5:x0.5)</source>
        <translation>--speed-change : &apos;%1&apos; n’est pas de la forme RANG@FRACTION:xFACTEUR (par exemple 2@0.5:x0.5)</translation>
    </message>
    <message>
        <source>--speed-change: rank %1 is not one of the %2 ranks</source>
        <translation>--speed-change : le rang %1 n’est pas l’un des %2 rangs</translation>
    </message>
    <message>
        <source>--speed-change: &apos;%1&apos; needs 0 &lt; FRACTION &lt; 1 and FACTOR &gt; 0</source>
        <translation>--speed-change : &apos;%1&apos; demande 0 &lt; FRACTION &lt; 1 et FACTEUR &gt; 0</translation>
    </message>
    <message>
        <source>--throttle: &apos;%1&apos; is not RANK:FRACTION (e.g. 1:0.4)</source>
        <translation>--throttle : &apos;%1&apos; n’est pas de la forme RANG:FRACTION (par exemple 1:0.4)</translation>
    </message>
    <message>
        <source>--throttle: rank %1 is not one of the %2 ranks</source>
        <translation>--throttle : le rang %1 n’est pas l’un des %2 rangs</translation>
    </message>
    <message>
        <source>--throttle: &apos;%1&apos; needs 0 &lt; FRACTION &lt;= 1 (the share of one core)</source>
        <translation>--throttle : &apos;%1&apos; demande 0 &lt; FRACTION &lt;= 1 (la part d’un cœur)</translation>
    </message>
    <message>
        <source>--throttle: rank %1 is named twice</source>
        <translation>--throttle : le rang %1 est nommé deux fois</translation>
    </message>
    <message>
        <source>--throttle: no RANK:FRACTION given (e.g. 1:0.4)</source>
        <translation>--throttle : aucun RANG:FRACTION donné (par exemple 1:0.4)</translation>
    </message>
    <message>
        <source>the document must be a JSON object (got %1)</source>
        <translation>le document doit être un objet JSON (reçu %1)</translation>
    </message>
    <message>
        <source>missing field &apos;format&apos; (expected &quot;%1&quot;)</source>
        <translation>champ &apos;format&apos; manquant (attendu &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unsupported format %1 (expected &quot;%2&quot;)</source>
        <translation>format %1 non pris en charge (attendu &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; (at %2)</source>
        <translation>clé &apos;%1&apos; en double (en %2)</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>champ &apos;%1&apos; manquant</translation>
    </message>
    <message>
        <source>%1 %2: missing field &apos;%3&apos;</source>
        <translation>%1 %2 : champ &apos;%3&apos; manquant</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;</source>
        <translation>champ &apos;%1&apos; inconnu</translation>
    </message>
    <message>
        <source>%1 %2: unknown field &apos;%3&apos;</source>
        <translation>%1 %2 : champ &apos;%3&apos; inconnu</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be %2 (got %3)</source>
        <translation>le champ &apos;%1&apos; doit être %2 (reçu %3)</translation>
    </message>
    <message>
        <source>%1 %2: field &apos;%3&apos; must be %4 (got %5)</source>
        <translation>%1 %2 : le champ &apos;%3&apos; doit être %4 (reçu %5)</translation>
    </message>
    <message>
        <source>%1 %2 must be an object (got %3)</source>
        <translation>%1 %2 doit être un objet (reçu %3)</translation>
    </message>
    <message>
        <source>unknown units &apos;%1&apos; (expected &quot;physical&quot; or &quot;blocks&quot;)</source>
        <translation>unités &apos;%1&apos; inconnues (attendu &quot;physical&quot; ou &quot;blocks&quot;)</translation>
    </message>
    <message>
        <source>%1 %2: cores must be a whole number between 1 and %3 (got %4)</source>
        <translation>%1 %2 : cores (le nombre de cœurs) doit être un entier entre 1 et %3 (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: unknown kernel &apos;%3&apos; (expected panel, block or stencil)</source>
        <translation>%1 %2 : noyau &apos;%3&apos; inconnu (attendu panel, block ou stencil)</translation>
    </message>
    <message>
        <source>%1 %2: unknown sharing &apos;%3&apos; (expected &quot;shared&quot;, &quot;split-duplex&quot; or &quot;backbone&quot;)</source>
        <translation>%1 %2 : partage &apos;%3&apos; inconnu (attendu &quot;shared&quot;, &quot;split-duplex&quot; ou &quot;backbone&quot;)</translation>
    </message>
    <message>
        <source>%1 %2: unknown direction &apos;%3&apos; (expected &quot;up&quot; or &quot;down&quot;)</source>
        <translation>%1 %2 : sens &apos;%3&apos; inconnu (attendu &quot;up&quot; ou &quot;down&quot;)</translation>
    </message>
    <message>
        <source>%1 %2: several links are named &apos;%3&apos; (give its position instead)</source>
        <translation>%1 %2 : plusieurs liens s’appellent &apos;%3&apos; (donnez plutôt sa position)</translation>
    </message>
    <message>
        <source>%1 %2: no link is named &apos;%3&apos;</source>
        <translation>%1 %2 : aucun lien ne s’appelle &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 %2: link %3 is not a position in &apos;links&apos; (1 to %4)</source>
        <translation>%1 %2 : le lien %3 n’est pas une position dans &apos;links&apos; (1 à %4)</translation>
    </message>
    <message>
        <source>%1 %2: a link is given by its name or its position (got %3)</source>
        <translation>%1 %2 : un lien se désigne par son nom ou sa position (reçu %3)</translation>
    </message>
    <message>
        <source>%1 %2, kernel &apos;%3&apos;: no speed</source>
        <translation>%1 %2, noyau &apos;%3&apos; : aucune vitesse</translation>
    </message>
    <message>
        <source>%1 %2, kernel &apos;%3&apos;: speed must be between %4 and %5 (got %6)</source>
        <translation>%1 %2, noyau &apos;%3&apos; : la vitesse doit être comprise entre %4 et %5 (reçu %6)</translation>
    </message>
    <message>
        <source>unsupported SimGrid platform version &apos;%1&apos; (Partita reads versions 4 and 4.1)</source>
        <translation>version de plate-forme SimGrid &apos;%1&apos; non prise en charge (Partita lit les versions 4 et 4.1)</translation>
    </message>
    <message>
        <source>&lt;include&gt; is not supported (SimGrid itself refuses it since version 3.22)</source>
        <translation>&lt;include&gt; n’est pas pris en charge (SimGrid lui-même le refuse depuis la version 3.22)</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; must be true or false (got &apos;%3&apos;)</source>
        <translation>%1 : la propriété &apos;%2&apos; doit valoir true ou false (reçu &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1: unsupported partita:format &apos;%2&apos; (expected &quot;%3&quot;)</source>
        <translation>%1 : partita:format &apos;%2&apos; non pris en charge (attendu &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1: unknown units &apos;%2&apos; (expected &quot;physical&quot; or &quot;blocks&quot;)</source>
        <translation>%1 : unités &apos;%2&apos; inconnues (attendu &quot;physical&quot; ou &quot;blocks&quot;)</translation>
    </message>
    <message>
        <source>%1: property &apos;partita:declared_routes&apos; must be a whole number</source>
        <translation>%1 : la propriété &apos;partita:declared_routes&apos; doit être un nombre entier</translation>
    </message>
    <message>
        <source>%1: unknown property &apos;partita:%2&apos;</source>
        <translation>%1 : propriété &apos;partita:%2&apos; inconnue</translation>
    </message>
    <message>
        <source>%1: wifi zones are not supported (Partita has no model of a wireless medium)</source>
        <translation>%1 : les zones wifi ne sont pas prises en charge (Partita n’a pas de modèle de support sans fil)</translation>
    </message>
    <message>
        <source>%1: routing %2 is not supported (its topology&apos;s parameters are not in the file: use a &lt;cluster&gt; with topology=&quot;...&quot;)</source>
        <translation>%1 : le routage %2 n’est pas pris en charge (les paramètres de sa topologie ne sont pas dans le fichier : utilisez un &lt;cluster&gt; avec topology=&quot;...&quot;)</translation>
    </message>
    <message>
        <source>%1: unknown routing &apos;%2&apos;</source>
        <translation>%1 : routage &apos;%2&apos; inconnu</translation>
    </message>
    <message>
        <source>%1: empty id</source>
        <translation>%1 : identifiant vide</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not supported (expected SHARED, SPLITDUPLEX or FATPIPE)</source>
        <translation>%1 : %2 &apos;%3&apos; n’est pas pris en charge (attendu SHARED, SPLITDUPLEX ou FATPIPE)</translation>
    </message>
    <message>
        <source>%1: a backbone needs bb_bw</source>
        <translation>%1 : une dorsale demande bb_bw</translation>
    </message>
    <message>
        <source>%1: core must be a whole number &gt;= 1 (got &apos;%2&apos;)</source>
        <translation>%1 : core doit être un nombre entier &gt;= 1 (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: duplicate link id &apos;%2&apos;</source>
        <translation>%1 : identifiant de lien &apos;%2&apos; en double</translation>
    </message>
    <message>
        <source>%1: pstate must be a whole number (got &apos;%2&apos;)</source>
        <translation>%1 : pstate doit être un nombre entier (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: pstate %2 but only the speeds &apos;%3&apos;</source>
        <translation>%1 : pstate %2 mais seulement les vitesses &apos;%3&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: coordinates must be three numbers &apos;x y height&apos; (got &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; : les coordonnées doivent être trois nombres &apos;x y hauteur&apos; (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: a &lt;peer&gt; belongs in a zone with routing=&quot;Vivaldi&quot; (as in SimGrid)</source>
        <translation>%1 : un &lt;peer&gt; va dans une zone avec routing=&quot;Vivaldi&quot; (comme dans SimGrid)</translation>
    </message>
    <message>
        <source>%1: a &lt;cabinet&gt; belongs in a zone with routing=&quot;Cluster&quot; (as in SimGrid)</source>
        <translation>%1 : un &lt;cabinet&gt; va dans une zone avec routing=&quot;Cluster&quot; (comme dans SimGrid)</translation>
    </message>
    <message>
        <source>%1: a &lt;backbone&gt; belongs in a zone with routing=&quot;Cluster&quot; (as in SimGrid)</source>
        <translation>%1 : un &lt;backbone&gt; va dans une zone avec routing=&quot;Cluster&quot; (comme dans SimGrid)</translation>
    </message>
    <message>
        <source>%1: a zone has one backbone</source>
        <translation>%1 : une zone a une seule dorsale</translation>
    </message>
    <message>
        <source>%1: a &lt;host_link&gt; belongs in a zone with routing=&quot;Cluster&quot; or &quot;Vivaldi&quot; (as in SimGrid)</source>
        <translation>%1 : un &lt;host_link&gt; va dans une zone avec routing=&quot;Cluster&quot; ou &quot;Vivaldi&quot; (comme dans SimGrid)</translation>
    </message>
    <message>
        <source>%1: radical must list whole numbers and ranges such as 0-99 (got &apos;%2&apos;)</source>
        <translation>%1 : radical doit énumérer des nombres entiers et des plages comme 0-99 (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: more than %2 hosts (the routes Partita keeps grow as the square of their number)</source>
        <translation>%1 : plus de %2 hôtes (les routes que garde Partita croissent comme le carré de leur nombre)</translation>
    </message>
    <message>
        <source>%1: link &apos;%2&apos; is split-duplex: name its direction &apos;%2_UP&apos; or &apos;%2_DOWN&apos;</source>
        <translation>%1 : le lien &apos;%2&apos; est split-duplex : nommez son sens &apos;%2_UP&apos; ou &apos;%2_DOWN&apos;</translation>
    </message>
    <message>
        <source>%1: no host &apos;%2&apos; in zone &apos;%3&apos;</source>
        <translation>%1 : aucun hôte &apos;%2&apos; dans la zone &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: the host has links already (line %2)</source>
        <translation>%1 : l’hôte a déjà des liens (ligne %2)</translation>
    </message>
    <message>
        <source>host &apos;%1&apos; of zone &apos;%2&apos; has no links to the zone&apos;s centre (a &lt;host_link&gt; or a &lt;%3&gt;): SimGrid 3.32 finds no route to or from it either</source>
        <translation>l’hôte &apos;%1&apos; de la zone &apos;%2&apos; n’a aucun lien vers le centre de la zone (un &lt;host_link&gt; ou un &lt;%3&gt;) : SimGrid 3.32 ne trouve pas non plus de route vers lui ni depuis lui</translation>
    </message>
    <message>
        <source>link &apos;%1&apos; joins both &apos;%2&apos; and &apos;%3&apos; to the centre of zone &apos;%4&apos;: Partita&apos;s graph gives a link two ends (declare it for one host)</source>
        <translation>le lien &apos;%1&apos; relie à la fois &apos;%2&apos; et &apos;%3&apos; au centre de la zone &apos;%4&apos; : le graphe de Partita donne deux extrémités à un lien (déclarez-le pour un seul hôte)</translation>
    </message>
    <message>
        <source>link &apos;%1&apos; joins &apos;%2&apos; to the centre of zone &apos;%3&apos; and is also used elsewhere: Partita&apos;s graph gives a link two ends</source>
        <translation>le lien &apos;%1&apos; relie &apos;%2&apos; au centre de la zone &apos;%3&apos; et sert aussi ailleurs : le graphe de Partita donne deux extrémités à un lien</translation>
    </message>
    <message>
        <source>property &apos;partita:router:%1&apos;: no router &apos;%1&apos;</source>
        <translation>propriété &apos;partita:router:%1&apos; : aucun routeur &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: duplicate link id (first on line %2)</source>
        <translation>%1 : identifiant de lien en double (déjà ligne %2)</translation>
    </message>
    <message>
        <source>%1: wifi links are not supported (Partita has no model of a wireless medium)</source>
        <translation>%1 : les liens wifi ne sont pas pris en charge (Partita n’a pas de modèle de support sans fil)</translation>
    </message>
    <message>
        <source>%1: properties &apos;partita:from&apos; and &apos;partita:to&apos; go together</source>
        <translation>%1 : les propriétés &apos;partita:from&apos; et &apos;partita:to&apos; vont ensemble</translation>
    </message>
    <message>
        <source>%1: symmetrical must be YES or NO (got &apos;%2&apos;)</source>
        <translation>%1 : symmetrical doit valoir YES ou NO (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: direction must be UP, DOWN or NONE (got &apos;%2&apos;)</source>
        <translation>%1 : direction doit valoir UP, DOWN ou NONE (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: link &apos;%2&apos; is split-duplex: give direction=&quot;UP&quot; or &quot;DOWN&quot;</source>
        <translation>%1 : le lien &apos;%2&apos; est split-duplex : donnez direction=&quot;UP&quot; ou &quot;DOWN&quot;</translation>
    </message>
    <message>
        <source>%1 #%2: id must not be empty</source>
        <translation>%1 #%2 : l’identifiant ne doit pas être vide</translation>
    </message>
    <message>
        <source>%1 %2: the id contains a control character (%3): ids appear in one-line errors and in the rows of CSV traces</source>
        <translation>%1 %2 : l’identifiant contient un caractère de contrôle (%3) : les identifiants figurent dans des erreurs d’une ligne et dans les lignes des traces CSV</translation>
    </message>
    <message>
        <source>%1 %2: joins node %3 to itself</source>
        <translation>%1 %2 : relie le nœud %3 à lui-même</translation>
    </message>
    <message>
        <source>%1 %2: latency must be &gt;= 0 (got %3)</source>
        <translation>%1 %2 : la latence doit être &gt;= 0 (reçu %3)</translation>
    </message>
    <message>
        <source>%1 %2: latency must be at most %3 (got %4)</source>
        <translation>%1 %2 : la latence doit valoir au plus %3 (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: a route joins two different nodes</source>
        <translation>%1 %2 : une route relie deux nœuds différents</translation>
    </message>
    <message>
        <source>%1 %2: no link</source>
        <translation>%1 %2 : aucun lien</translation>
    </message>
    <message>
        <source>%1 %2: latency must be from 0 to %3 s (got %4)</source>
        <translation>%1 %2 : la latence doit aller de 0 à %3 s (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: no link #%3</source>
        <translation>%1 %2 : pas de lien #%3</translation>
    </message>
    <message>
        <source>%1 %2: %3 %4 is crossed &quot;down&quot; but only a split-duplex link has two directions</source>
        <translation>%1 %2 : le %3 %4 est traversé &quot;down&quot; mais seul un lien split-duplex a deux sens</translation>
    </message>
    <message>
        <source>%1 %2: a route from %3 to %4 is already declared (route #%5)</source>
        <translation>%1 %2 : une route de %3 à %4 est déjà déclarée (route #%5)</translation>
    </message>
    <message>
        <source>%1: %2 must be whole numbers from 1 to %3 (got &apos;%4&apos;)</source>
        <translation>%1 : %2 : nombres entiers de 1 à %3 attendus (reçu &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>%1: unknown topology &apos;%2&apos; (SimGrid has FLAT, TORUS, FAT_TREE and DRAGONFLY)</source>
        <translation>%1 : topologie &apos;%2&apos; inconnue (SimGrid a FLAT, TORUS, FAT_TREE et DRAGONFLY)</translation>
    </message>
    <message>
        <source>%1: topology %2 has %3 hosts but radical gives %4</source>
        <translation>%1 : la topologie %2 a %3 hôtes mais radical en donne %4</translation>
    </message>
    <message>
        <source>%1: FAT_TREE topo_parameters must be LEVELS;CHILDREN;PARENTS;PORTS (got &apos;%2&apos;)</source>
        <translation>%1 : les topo_parameters de FAT_TREE doivent être NIVEAUX;ENFANTS;PARENTS;PORTS (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: FAT_TREE: the first parameter is the number of levels (got &apos;%2&apos;)</source>
        <translation>%1 : FAT_TREE : le premier paramètre est le nombre de niveaux (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: FAT_TREE: %2 levels but parameters &apos;%3&apos; give other numbers of values</source>
        <translation>%1 : FAT_TREE : %2 niveaux mais les paramètres &apos;%3&apos; donnent d’autres nombres de valeurs</translation>
    </message>
    <message>
        <source>%1: FAT_TREE topo_parameters &apos;%2&apos; do not describe a fat tree SimGrid can build</source>
        <translation>%1 : les topo_parameters &apos;%2&apos; de FAT_TREE ne décrivent pas un fat tree que SimGrid sait construire</translation>
    </message>
    <message>
        <source>%1: DRAGONFLY topo_parameters must be GROUPS,BLUE;CHASSIS,BLACK;ROUTERS,GREEN;NODES (got &apos;%2&apos;)</source>
        <translation>%1 : les topo_parameters de DRAGONFLY doivent être GROUPES,BLEU;CHÂSSIS,NOIR;ROUTEURS,VERT;NŒUDS (reçu &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1: DRAGONFLY with more groups (%2) than routers per chassis (%3): SimGrid&apos;s routing has no path between some groups</source>
        <translation>%1 : DRAGONFLY avec plus de groupes (%2) que de routeurs par châssis (%3) : le routage de SimGrid n’a pas de chemin entre certains groupes</translation>
    </message>
    <message>
        <source>k_i proportional to speed (largest remainder)</source>
        <translation>k_i proportionnels à la vitesse (plus forts restes)</translation>
    </message>
    <message>
        <source>recursive bisection, processors sorted by decreasing speed</source>
        <translation>bissection récursive, processeurs triés par vitesse décroissante</translation>
    </message>
    <message>
        <source>Nagamochi-Abe recursive dissection, processors sorted by decreasing speed</source>
        <translation>dissection récursive de Nagamochi-Abe, processeurs triés par vitesse décroissante</translation>
    </message>
    <message>
        <source>non-rectangular recursive partitioning: Nagamochi-Abe cuts, a square corner for the others where one processor holds over 2/3 of a rectangle</source>
        <translation>partitionnement récursif non rectangulaire : coupes de Nagamochi-Abe, un coin carré pour les autres là où un processeur détient plus des 2/3 d’un rectangle</translation>
    </message>
    <message>
        <source>%1x%2 process grid, distribution block 1x1 (one q x q block)</source>
        <translation>grille de processus %1x%2, bloc de distribution 1x1 (un bloc q x q)</translation>
    </message>
    <message>
        <source>equal widths %1 blocks</source>
        <translation>largeurs égales de %1 blocs</translation>
    </message>
    <message>
        <source>equal widths %1 or %2 blocks</source>
        <translation>largeurs égales de %1 ou %2 blocs</translation>
    </message>
    <message>
        <source>optimal column-based partition (COL-PERI-SUM), %1 columns, continuous cost %2</source>
        <translation>partition en colonnes optimale (COL-PERI-SUM), colonnes : %1, coût continu %2</translation>
    </message>
    <message>
        <source>column-based partition of least largest half-perimeter (COL-PERI-MAX, exact), %1 columns, continuous cost %2</source>
        <translation>partition en colonnes de plus petit plus grand demi-périmètre (COL-PERI-MAX, exacte), colonnes : %1, coût continu %2</translation>
    </message>
    <message>
        <source>column-based partition of least largest half-perimeter (COL-PERI-MAX, heuristic beyond %1 processors), %2 columns, continuous cost %3</source>
        <translation>partition en colonnes de plus petit plus grand demi-périmètre (COL-PERI-MAX, heuristique au-delà de %1 processeurs), colonnes : %2, coût continu %3</translation>
    </message>
    <message>
        <source>generalized block %1x%1 on a %2x%3 grid (kept among %4 by least step time, then volume), processors by nonincreasing speed along rows and columns, %5x%6 tiles</source>
        <translation>bloc généralisé %1x%1 sur une grille %2x%3 (retenue parmi %4 au plus petit temps d’étape, puis au volume), processeurs par vitesse non croissante le long des lignes et des colonnes, tuiles %5x%6</translation>
    </message>
    <message>
        <source>, last tile row and column cut at %1</source>
        <translation>, dernières ligne et colonne de tuiles coupées à %1</translation>
    </message>
    <message>
        <source>, last tiles cut at the matrix&apos;s edge</source>
        <translation>, dernières tuiles coupées au bord de la matrice</translation>
    </message>
    <message>
        <source>exhaustive: perfect balance found after %1 of %2 %3 of the %4 grid</source>
        <translation>exhaustif : équilibre parfait trouvé après %1 des %2 %3 de la grille %4</translation>
    </message>
    <message>
        <source>exhaustive over %1 %2 of the %3 grid (%4 %5 each)</source>
        <translation>exhaustif sur %1 %2 de la grille %3 (%4 %5 chacun)</translation>
    </message>
    <message>
        <source>heuristic: local search from %1 of %2 %3 of the %4 grid (%5 row/column sizes), %6 %7 in %8 %9</source>
        <translation>heuristique : recherche locale depuis %1 des %2 %3 de la grille %4 (tailles de lignes et de colonnes %5), %6 %7 en %8 %9</translation>
    </message>
    <message>
        <source>, work budget reached</source>
        <translation>, budget de travail atteint</translation>
    </message>
    <message>
        <source>; (sum r)(sum c) = %1 of the total speed</source>
        <translation> ; (somme r)(somme c) = %1 de la vitesse totale</translation>
    </message>
    <message>
        <source>k_i of lbp-star (mode %1, order %2); the makespan is its schedule&apos;s</source>
        <translation>k_i de lbp-star (mode %1, ordre %2) ; la durée est celle de son ordonnancement</translation>
    </message>
    <message>
        <source>k_i of lbp-mesh (%1); the makespan is its schedule&apos;s</source>
        <translation>k_i de lbp-mesh (%1) ; la durée est celle de son ordonnancement</translation>
    </message>
    <message>
        <source>the layout has no column</source>
        <translation>la disposition n’a aucune colonne</translation>
    </message>
    <message>
        <source>%1: negative width %2</source>
        <translation>%1 : largeur négative %2</translation>
    </message>
    <message>
        <source>%1 is empty (a column holds at least one processor)</source>
        <translation>%1 est vide (une colonne contient au moins un processeur)</translation>
    </message>
    <message>
        <source>%1: a processor has an empty id</source>
        <translation>%1 : un processeur a un identifiant vide</translation>
    </message>
    <message>
        <source>%1: processor &apos;%2&apos; has negative rows %3</source>
        <translation>%1 : le processeur &apos;%2&apos; a un nombre de lignes négatif %3</translation>
    </message>
    <message>
        <source>%1: duplicate processor id &apos;%2&apos;</source>
        <translation>%1 : identifiant de processeur &apos;%2&apos; en double</translation>
    </message>
    <message>
        <source>%1: rows sum to %2, not %3 = %4</source>
        <translation>%1 : les lignes totalisent %2, et non %3 = %4</translation>
    </message>
    <message>
        <source>column widths sum to %1, not n = %2</source>
        <translation>les largeurs des colonnes totalisent %1, et non n = %2</translation>
    </message>
    <message>
        <source>unknown format %1 (expected &quot;%2&quot;)</source>
        <translation>format %1 inconnu (attendu &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1 = %2 is too large (at most %3 blocks)</source>
        <translation>%1 = %2 est trop grand (au plus %3 blocs)</translation>
    </message>
    <message>
        <source>%1 must be an object (got %2)</source>
        <translation>%1 doit être un objet (reçu %2)</translation>
    </message>
    <message>
        <source>%1: unknown field &apos;%2&apos;</source>
        <translation>%1 : champ &apos;%2&apos; inconnu</translation>
    </message>
    <message>
        <source>%1: missing field &apos;%2&apos;</source>
        <translation>%1 : champ &apos;%2&apos; manquant</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be %3 (got %4)</source>
        <translation>%1 : le champ &apos;%2&apos; doit être %3 (reçu %4)</translation>
    </message>
    <message>
        <source>%1: width %2 is larger than n = %3</source>
        <translation>%1 : la largeur %2 dépasse n = %3</translation>
    </message>
    <message>
        <source>%1: duplicate id %2 (already used by %3)</source>
        <translation>%1 : identifiant %2 en double (déjà pris par %3)</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;): negative rows %3</source>
        <translation>%1 (&apos;%2&apos;) : nombre de lignes négatif %3</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;): rows %3 larger than %4 = %5</source>
        <translation>%1 (&apos;%2&apos;) : %3 lignes, plus que %4 = %5</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; is too large</source>
        <translation>le champ &apos;%1&apos; est trop grand</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; is too large</source>
        <translation>%1 : le champ &apos;%2&apos; est trop grand</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be a whole number of blocks (got %2)</source>
        <translation>le champ &apos;%1&apos; doit être un nombre entier de blocs (reçu %2)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a whole number of blocks (got %3)</source>
        <translation>%1 : le champ &apos;%2&apos; doit être un nombre entier de blocs (reçu %3)</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be a whole number (got %2)</source>
        <translation>le champ &apos;%1&apos; doit être un nombre entier (reçu %2)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; must be a whole number (got %3)</source>
        <translation>%1 : le champ &apos;%2&apos; doit être un nombre entier (reçu %3)</translation>
    </message>
    <message>
        <source>cannot open file (%1)</source>
        <translation>impossible d’ouvrir le fichier (%1)</translation>
    </message>
    <message>
        <source>cannot read file (%1)</source>
        <translation>impossible de lire le fichier (%1)</translation>
    </message>
    <message>
        <source>cannot write file (%1)</source>
        <translation>impossible d’écrire le fichier (%1)</translation>
    </message>
    <message>
        <source>cannot write file (the path names a directory)</source>
        <translation>impossible d’écrire le fichier (le chemin désigne un dossier)</translation>
    </message>
    <message>
        <source>cannot write file (it is a directory)</source>
        <translation>impossible d’écrire le fichier (c’est un dossier)</translation>
    </message>
    <message>
        <source>%1: names a directory, not a file</source>
        <translation>%1 : désigne un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the directory &apos;%2&apos; does not exist</source>
        <translation>%1 : le dossier &apos;%2&apos; n’existe pas</translation>
    </message>
    <message>
        <source>%1: cannot write in &apos;%2&apos; (%3)</source>
        <translation>%1 : impossible d’écrire dans &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>&lt;config&gt; ignored: Partita has its own network model (docs/platform-format.md)</source>
        <translation>&lt;config&gt; ignoré : Partita a son propre modèle de réseau (docs/platform-format.md)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ignored: Partita places its own computations</source>
        <translation>&lt;%1&gt; ignoré : Partita place lui-même ses calculs</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ignored: Partita has no availability or state profiles (speeds and bandwidths stay constant)</source>
        <translation>&lt;%1&gt; ignoré : Partita n’a pas de profils de disponibilité ni d’état (vitesses et débits restent constants)</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; ignored</source>
        <translation>%1 : propriété &apos;%2&apos; ignorée</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; ignored (Partita has no energy model)</source>
        <translation>%1 : propriété &apos;%2&apos; ignorée (Partita n’a pas de modèle d’énergie)</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; ignored (Partita has no availability or state profiles)</source>
        <translation>%1 : %2 &apos;%3&apos; ignoré (Partita n’a pas de profils de disponibilité ni d’état)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; ignored: Partita models neither profiles nor storage</source>
        <translation>&lt;%1&gt; ignoré : Partita ne modélise ni profils ni stockage</translation>
    </message>
    <message>
        <source>%1: routing %2: the routes it declares are kept, the others are widest paths (SimGrid computes shortest ones)</source>
        <translation>%1 : routing %2 : les routes qu’elle déclare sont gardées, les autres sont les chemins les plus larges (SimGrid calcule les plus courts)</translation>
    </message>
    <message>
        <source>%1: routing None: no route inside it (its hosts are reached through zone routes only)</source>
        <translation>%1 : routing None : aucune route à l’intérieur (ses hôtes ne sont atteints que par des routes de zone)</translation>
    </message>
    <message>
        <source>%1: loopback links ignored (Partita never sends a processor&apos;s data to itself)</source>
        <translation>%1 : liens de bouclage ignorés (Partita n’envoie jamais les données d’un processeur à lui-même)</translation>
    </message>
    <message>
        <source>%1: bb_bw and bb_lat ignored (SimGrid gives a backbone to FLAT clusters only)</source>
        <translation>%1 : bb_bw et bb_lat ignorés (SimGrid ne donne une dorsale qu’aux clusters FLAT)</translation>
    </message>
    <message>
        <source>%1: %2 cores of %3 per host: each planned as one processor of their total speed (a single SimGrid actor would get one core&apos;s)</source>
        <translation>%1 : %2 cœurs de %3 par hôte : chacun planifié comme un processeur de leur vitesse totale (un seul acteur SimGrid aurait celle d’un cœur)</translation>
    </message>
    <message>
        <source>%1: %2 cores of %3 each: planned as one processor of their total speed (a single SimGrid actor would get one core&apos;s)</source>
        <translation>%1 : %2 cœurs de %3 chacun : planifiés comme un processeur de leur vitesse totale (un seul acteur SimGrid aurait celle d’un cœur)</translation>
    </message>
    <message>
        <source>%1: &lt;%2&gt; ignored (Partita models no disks)</source>
        <translation>%1 : &lt;%2&gt; ignoré (Partita ne modélise pas de disques)</translation>
    </message>
    <message>
        <source>%1: lat ignored (SimGrid 3.32 ignores it too: the height coordinate says it)</source>
        <translation>%1 : lat ignoré (SimGrid 3.32 l’ignore aussi : la coordonnée de hauteur le donne)</translation>
    </message>
    <message>
        <source>%1: ignored (a loopback: Partita never sends a processor&apos;s data to itself)</source>
        <translation>%1 : ignorée (un bouclage : Partita n’envoie jamais les données d’un processeur à lui-même)</translation>
    </message>
    <message>
        <source>link &apos;%1&apos; ignored: no route between two nodes crosses it, so it carries no traffic</source>
        <translation>lien &apos;%1&apos; ignoré : aucune route entre deux nœuds ne le traverse, il ne porte donc aucun trafic</translation>
    </message>
    <message>
        <source>%1: ignored (it crosses no link)</source>
        <translation>%1 : ignorée (elle ne traverse aucun lien)</translation>
    </message>
    <message>
        <source>%1 of %2 ordered pairs of hosts have no route through the zones that Partita can compute (no zone route, routing None, shortest paths of a Floyd or Dijkstra zone, or a zone or router reached in a Cluster or Vivaldi zone, where SimGrid 3.32 finds none either): they take widest paths</source>
        <translation>%1 des %2 paires ordonnées d’hôtes n’ont pas de route à travers les zones que Partita sache calculer (pas de route de zone, routing None, plus courts chemins d’une zone Floyd ou Dijkstra, ou une zone ou un routeur atteint dans une zone Cluster ou Vivaldi, où SimGrid 3.32 n’en trouve pas non plus) : elles prennent les chemins les plus larges</translation>
    </message>
    <message>
        <source>router &apos;%1&apos; ignored: no host reaches it through the links, so it carries no traffic</source>
        <translation>routeur &apos;%1&apos; ignoré : aucun hôte ne l’atteint par les liens, il ne porte donc aucun trafic</translation>
    </message>
    <message>
        <source>link &apos;%1&apos; ignored: it joins routers no host reaches</source>
        <translation>lien &apos;%1&apos; ignoré : il relie des routeurs qu’aucun hôte n’atteint</translation>
    </message>
    <message>
        <source>route from &apos;%1&apos; to &apos;%2&apos; ignored: it joins routers no host reaches</source>
        <translation>route de &apos;%1&apos; à &apos;%2&apos; ignorée : elle relie des routeurs qu’aucun hôte n’atteint</translation>
    </message>
    <message>
        <source>unknown LU step order &apos;%1&apos; (expected best, paper or streamed)</source>
        <translation>ordre d’étape LU &apos;%1&apos; inconnu (attendu : best, paper ou streamed)</translation>
    </message>
    <message>
        <source>%1 %2: kernel &apos;%3&apos; must be a speed or a list of [size, speed] pairs</source>
        <translation>%1 %2 : le noyau &apos;%3&apos; doit être une vitesse ou une liste de paires [taille, vitesse]</translation>
    </message>
    <message>
        <source>%1: property &apos;%2&apos; must be a speed or SIZE:SPEED pairs separated by commas (got &apos;%3&apos;)</source>
        <translation>%1 : la propriété &apos;%2&apos; doit être une vitesse ou des paires TAILLE:VITESSE séparées par des virgules (reçu &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1 %2, kernel &apos;%3&apos;: a point&apos;s size (the block size q; for stencil, a ring slice&apos;s MiB) must be between 1 and %4 (got %5)</source>
        <translation>%1 %2, noyau &apos;%3&apos; : la taille d’un point (la taille de bloc q ; pour stencil, les Mio d’une tranche de l’anneau) doit être comprise entre 1 et %4 (reçu %5)</translation>
    </message>
    <message>
        <source>%1 %2, kernel &apos;%3&apos;: the sizes of the points must increase (%4 after %5)</source>
        <translation>%1 %2, noyau &apos;%3&apos; : les tailles des points doivent croître (%4 après %5)</translation>
    </message>
    <message>
        <source>%1 %2: panel_packing must be a number of elements from 0 to %3 (got %4)</source>
        <translation>%1 %2 : panel_packing doit être un nombre d’éléments compris entre 0 et %3 (reçu %4)</translation>
    </message>
    <message>
        <source>%1 %2: panel_packing needs physical units (it adjusts the panel kernel&apos;s rate to the panel&apos;s shape; a &quot;blocks&quot; platform&apos;s speed is already the rate of one block update)</source>
        <translation>%1 %2 : panel_packing demande des unités physiques (il ajuste le débit du noyau panel à la forme du panneau ; sur une plate-forme en « blocks », la vitesse est déjà le débit d’une mise à jour de bloc)</translation>
    </message>
</context>
<context>
    <name>ReasonWord</name>
    <message>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <source>router</source>
        <translation>routeur</translation>
    </message>
    <message>
        <source>link</source>
        <translation>lien</translation>
    </message>
    <message>
        <source>route</source>
        <translation>route</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>débit</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latence</translation>
    </message>
    <message>
        <source>value</source>
        <translation>une valeur</translation>
    </message>
    <message>
        <source>object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>une clé d’objet</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>le séparateur d’objet</translation>
    </message>
    <message>
        <source>array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>le littéral true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>le littéral false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>le littéral null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>la fin du texte</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; ou un littéral</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>un élément inconnu</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>littéral invalide</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>chaîne invalide : guillemet fermant manquant</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>chaîne invalide : caractère interdit après la barre oblique inverse</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>chaîne invalide : &apos;\u&apos; doit être suivi de 4 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>chaîne invalide : octet UTF-8 mal formé</translation>
    </message>
    <message>
        <source>invalid string: control character U+0009 (HT) must be escaped to \u0009 or \t</source>
        <translation>chaîne invalide : le caractère de contrôle U+0009 (tabulation) doit s’écrire \u0009 ou \t</translation>
    </message>
    <message>
        <source>invalid string: control character U+000A (LF) must be escaped to \u000A or \n</source>
        <translation>chaîne invalide : le caractère de contrôle U+000A (fin de ligne) doit s’écrire \u000A ou \n</translation>
    </message>
    <message>
        <source>invalid string: control character U+000D (CR) must be escaped to \u000D or \r</source>
        <translation>chaîne invalide : le caractère de contrôle U+000D (retour chariot) doit s’écrire \u000D ou \r</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>nombre invalide ; chiffre attendu après &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>nombre invalide ; chiffre attendu après &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>nombre invalide ; &apos;+&apos;, &apos;-&apos; ou chiffre attendu après l’exposant</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>nombre invalide ; chiffre attendu après le signe de l’exposant</translation>
    </message>
    <message>
        <source>invalid comment; expecting &apos;/&apos; or &apos;*&apos; after &apos;/&apos;</source>
        <translation>commentaire invalide ; &apos;/&apos; ou &apos;*&apos; attendu après &apos;/&apos;</translation>
    </message>
    <message>
        <source>invalid comment; missing closing &apos;*/&apos;</source>
        <translation>commentaire invalide ; &apos;*/&apos; fermant manquant</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>BOM invalide ; doit être 0xEF 0xBB 0xBF s’il est présent</translation>
    </message>
    <message>
        <source>infeasible</source>
        <translation>sans solution</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>non borné</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>No document element found</source>
        <translation>aucun élément racine trouvé</translation>
    </message>
    <message>
        <source>Error parsing start element tag</source>
        <translation>erreur dans la balise ouvrante d’un élément</translation>
    </message>
    <message>
        <source>Error parsing end element tag</source>
        <translation>erreur dans la balise fermante d’un élément</translation>
    </message>
    <message>
        <source>Start-end tags mismatch</source>
        <translation>balises ouvrante et fermante différentes</translation>
    </message>
    <message>
        <source>Unexpected end of data</source>
        <translation>fin des données inattendue</translation>
    </message>
    <message>
        <source>Error parsing element attribute</source>
        <translation>erreur dans un attribut d’élément</translation>
    </message>
    <message>
        <source>Error parsing comment</source>
        <translation>erreur dans un commentaire</translation>
    </message>
    <message>
        <source>Error parsing document declaration/processing instruction</source>
        <translation>erreur dans la déclaration du document ou une instruction de traitement</translation>
    </message>
    <message>
        <source>Error parsing document type declaration</source>
        <translation>erreur dans la déclaration de type du document</translation>
    </message>
    <message>
        <source>Error parsing CDATA section</source>
        <translation>erreur dans une section CDATA</translation>
    </message>
    <message>
        <source>Error parsing PCDATA section</source>
        <translation>erreur dans le texte d’un élément</translation>
    </message>
    <message>
        <source>Could not determine tag type</source>
        <translation>type de balise indéterminé</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a newline</source>
        <translation>un saut de ligne</translation>
    </message>
    <message>
        <source>a tab</source>
        <translation>une tabulation</translation>
    </message>
    <message>
        <source>a byte below 0x20 or 0x7f</source>
        <translation>un octet inférieur à 0x20 ou 0x7f</translation>
    </message>
    <message>
        <source>TORUS topo_parameters</source>
        <translation>topo_parameters de TORUS</translation>
    </message>
    <message>
        <source>the number of levels</source>
        <translation>le nombre de niveaux</translation>
    </message>
    <message>
        <source>FAT_TREE children counts</source>
        <translation>nombres d’enfants de FAT_TREE</translation>
    </message>
    <message>
        <source>FAT_TREE parent counts</source>
        <translation>nombres de parents de FAT_TREE</translation>
    </message>
    <message>
        <source>FAT_TREE link counts</source>
        <translation>nombres de liens de FAT_TREE</translation>
    </message>
    <message>
        <source>DRAGONFLY groups</source>
        <translation>groupes de DRAGONFLY</translation>
    </message>
    <message>
        <source>DRAGONFLY chassis</source>
        <translation>châssis de DRAGONFLY</translation>
    </message>
    <message>
        <source>DRAGONFLY routers</source>
        <translation>routeurs de DRAGONFLY</translation>
    </message>
    <message>
        <source>DRAGONFLY nodes</source>
        <translation>nœuds de DRAGONFLY</translation>
    </message>
    <message>
        <source>monotone arrangement</source>
        <translation>arrangement monotone</translation>
    </message>
    <message>
        <source>monotone arrangements</source>
        <translation>arrangements monotones</translation>
    </message>
    <message>
        <source>spanning tree</source>
        <translation>arbre couvrant</translation>
    </message>
    <message>
        <source>spanning trees</source>
        <translation>arbres couvrants</translation>
    </message>
    <message>
        <source>sorted starting arrangement</source>
        <translation>arrangement de départ trié</translation>
    </message>
    <message>
        <source>sorted starting arrangements</source>
        <translation>arrangements de départ triés</translation>
    </message>
    <message>
        <source>improving move</source>
        <translation>mouvement améliorant</translation>
    </message>
    <message>
        <source>improving moves</source>
        <translation>mouvements améliorants</translation>
    </message>
    <message>
        <source>arrangement</source>
        <translation>arrangement</translation>
    </message>
    <message>
        <source>arrangements</source>
        <translation>arrangements</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exactes</translation>
    </message>
    <message>
        <source>vertex-ascent</source>
        <translation>par montée de sommets</translation>
    </message>
    <message>
        <source>heuristic</source>
        <translation>heuristique</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Est un dossier</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>N’est pas un dossier</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Plus d’espace disponible sur le périphérique</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Système de fichiers accessible en lecture seulement</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Le fichier existe</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota de disque dépassé</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>rank 0 plays %1</source>
        <translation>le rang 0 joue %1</translation>
    </message>
    <message>
        <source>rank 0 plays %1 (does not compute)</source>
        <translation>le rang 0 joue %1 (ne calcule pas)</translation>
    </message>
    <message>
        <source>1 rank: %1</source>
        <translation>1 rang : %1</translation>
    </message>
    <message>
        <source>%1 ranks: %2, then %3</source>
        <translation>%1 rangs : %2, puis %3</translation>
    </message>
    <message>
        <source>Asking partita what it runs…</source>
        <translation>Interrogation de partita sur ce qu’il sait exécuter…</translation>
    </message>
    <message>
        <source>partita run does not execute %1 (it is simulated only); it runs %2.</source>
        <translation>partita run n’exécute pas %1 (stratégie seulement simulée) ; il exécute %2.</translation>
    </message>
    <message>
        <source>The platform cannot run: %1</source>
        <translation>Exécution impossible sur cette plate-forme : %1</translation>
    </message>
    <message>
        <source>Choose the hostfile of the machines to run on.</source>
        <translation>Choisissez le fichier d’hôtes des machines sur lesquelles exécuter.</translation>
    </message>
    <message>
        <source>sbatch is not installed here: untick Submit to see the script.</source>
        <translation>sbatch n’est pas installé ici : décochez Soumettre pour voir le script.</translation>
    </message>
</context>
<context>
    <name>RunReportLine</name>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>attente</translation>
    </message>
    <message>
        <source>send</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>réception</translation>
    </message>
    <message>
        <source>rank %1 (%2) %3</source>
        <translation>rang %1 (%2) %3</translation>
    </message>
    <message>
        <source>, step %1</source>
        <translation>, étape %1</translation>
    </message>
    <message>
        <source> at %1 %2</source>
        <translation> à %1 %2</translation>
    </message>
    <message>
        <source>the emulation kept up with the platform&apos;s times%1 (within 5 %)</source>
        <translation>l’émulation a suivi les temps de la plate-forme%1 (à 5 % près)</translation>
    </message>
    <message>
        <source>the emulation fell behind the platform&apos;s times%1 by %2 % (%3): this machine cannot run the ranks as fast as the platform says</source>
        <translation>l’émulation a pris du retard sur les temps de la plate-forme%1, de %2 % (%3) : cette machine ne peut pas exécuter les rangs aussi vite que la plate-forme l’indique</translation>
    </message>
    <message>
        <source>its latest activity ended %1 after its predicted end (%2) and the run caught up</source>
        <translation>sa dernière activité a fini %1 après sa fin prévue (%2) et l’exécution a rattrapé son retard</translation>
    </message>
    <message>
        <source>the latest activity ended %1 after its predicted end (%2), %3 late in all</source>
        <translation>l’activité la plus en retard a fini %1 après sa fin prévue (%2), %3 de retard en tout</translation>
    </message>
    <message>
        <source>%1 of the miss came after the last held activity (the synchronisation that ends the run)</source>
        <translation>%1 de l’écart sont venus après la dernière activité tenue (la synchronisation qui termine l’exécution)</translation>
    </message>
    <message>
        <source>%1 %2 would keep it within 5 % (the overheads taken as fixed)</source>
        <translation>%1 %2 la garderait à 5 % près (les surcoûts supposés fixes)</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>note: time unit %1 s so that this machine keeps up (%2 ranks on %3 cores; --time-unit sets it)</source>
        <translation>remarque : unité de temps %1 s pour que cette machine suive (%2 rangs sur %3 cœurs ; --time-unit la fixe)</translation>
    </message>
    <message>
        <source>note: time scale %1 so that this machine keeps up (%2 ranks on %3 cores; --time-scale sets it)</source>
        <translation>remarque : échelle de temps %1 pour que cette machine suive (%2 rangs sur %3 cœurs ; --time-scale la fixe)</translation>
    </message>
    <message>
        <source>note: block size q = %1, large enough for dgemm and the layout still balanced (--q sets it)</source>
        <translation>remarque : taille de bloc q = %1, assez grande pour dgemm, la répartition restant équilibrée (--q la fixe)</translation>
    </message>
    <message>
        <source>note: no prediction to compare the run with: %1</source>
        <translation>remarque : aucune prévision à comparer à l’exécution : %1</translation>
    </message>
    <message>
        <source>note: the Gantt chart needs a .json or .csv trace; %1 not written</source>
        <translation>remarque : le diagramme de Gantt demande une trace .json ou .csv ; %1 non écrit</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>remarque : %1</translation>
    </message>
    <message>
        <source>measured / predicted, seconds    compute                communication          idle</source>
        <translation>mesuré / prévu, secondes         calcul                 communication          attente</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rang %1</translation>
    </message>
    <message>
        <source>makespan %1 s measured, %2 s predicted</source>
        <translation>durée totale %1 s mesurée, %2 s prévue</translation>
    </message>
    <message>
        <source> (measured/predicted %1)</source>
        <translation> (mesurée/prévue %1)</translation>
    </message>
    <message>
        <source>; largest miss: rank %1 (%2) %3, %4 s</source>
        <translation> ; plus grand écart : rang %1 (%2) %3, %4 s</translation>
    </message>
    <message>
        <source>warning: could not remove the cgroup %1: %2</source>
        <translation>avertissement : impossible de supprimer le cgroup %1 : %2</translation>
    </message>
    <message>
        <source>warning: could not remove %1: %2</source>
        <translation>avertissement : impossible de supprimer %1 : %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement : %1</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>timed out waiting for the plan</source>
        <translation>délai dépassé en attendant le plan</translation>
    </message>
    <message>
        <source>timed out waiting for the comparison</source>
        <translation>délai dépassé en attendant la comparaison</translation>
    </message>
    <message>
        <source>timed out waiting for the trace</source>
        <translation>délai dépassé en attendant la trace</translation>
    </message>
    <message>
        <source>timed out waiting for the redistribution</source>
        <translation>délai dépassé en attendant la redistribution</translation>
    </message>
    <message>
        <source>unknown view &apos;%1&apos; (expected one of: %2)</source>
        <translation>vue inconnue &apos;%1&apos; (valeurs attendues : %2)</translation>
    </message>
    <message>
        <source>timed out waiting for the classroom</source>
        <translation>délai dépassé en attendant la salle de classe</translation>
    </message>
    <message>
        <source>cannot start the run: %1</source>
        <translation>impossible de lancer l’exécution : %1</translation>
    </message>
    <message>
        <source>timed out waiting for the run</source>
        <translation>délai dépassé en attendant l’exécution</translation>
    </message>
    <message>
        <source>unknown tab &apos;%1&apos; (expected one of: %2)</source>
        <translation>onglet inconnu « %1 » (attendu : %2)</translation>
    </message>
    <message>
        <source>timed out waiting for the window</source>
        <translation>délai dépassé en attendant la fenêtre</translation>
    </message>
</context>
<context>
    <name>StrategyMenu</name>
    <message>
        <source>Partitions</source>
        <translation>Partitionnements</translation>
    </message>
    <message>
        <source>Master-worker</source>
        <translation>Maître-travailleurs</translation>
    </message>
    <message>
        <source>Layer-based</source>
        <translation>Par couches</translation>
    </message>
    <message>
        <source>Mesh baselines</source>
        <translation>Références sur grille</translation>
    </message>
    <message>
        <source>LU factorization</source>
        <translation>Factorisation LU</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <source>square products only</source>
        <translation>produits carrés seulement</translation>
    </message>
</context>
<context>
    <name>StrategyText</name>
    <message>
        <source>p full-height columns of equal width (speeds ignored)</source>
        <translation>p colonnes pleine hauteur de même largeur (vitesses ignorées)</translation>
    </message>
    <message>
        <source>ScaLAPACK&apos;s 2D block-cyclic on the squarest grid (speeds ignored)</source>
        <translation>bloc-cyclique 2D de ScaLAPACK sur la grille la plus carrée (vitesses ignorées)</translation>
    </message>
    <message>
        <source>heterogeneous 2D grid, MAX-GRID</source>
        <translation>grille 2D hétérogène, MAX-GRID</translation>
    </message>
    <message>
        <source>optimal column-based partition, COL-PERI-SUM</source>
        <translation>partition optimale en colonnes, COL-PERI-SUM</translation>
    </message>
    <message>
        <source>column-based partition of least largest half-perimeter, COL-PERI-MAX</source>
        <translation>partition en colonnes de plus petit demi-périmètre maximal, COL-PERI-MAX</translation>
    </message>
    <message>
        <source>recursive bisection into rectangles of the shares (Partita&apos;s own heuristic)</source>
        <translation>bissection récursive en rectangles des parts (heuristique propre à Partita)</translation>
    </message>
    <message>
        <source>Nagamochi-Abe recursive dissection into rectangles of the shares (&quot;Recursive&quot;)</source>
        <translation>dissection récursive de Nagamochi et Abe en rectangles des parts (« Recursive »)</translation>
    </message>
    <message>
        <source>non-rectangular recursive partitioning: a square corner beside a dominant processor</source>
        <translation>partitionnement récursif non rectangulaire : un coin carré à côté d’un processeur dominant</translation>
    </message>
    <message>
        <source>heterogeneous block-cyclic with a generalized block l</source>
        <translation>bloc-cyclique hétérogène à bloc généralisé l</translation>
    </message>
    <message>
        <source>k_i columns of A and rows of B per processor, in proportion to its speed</source>
        <translation>k_i colonnes de A et lignes de B par processeur, en proportion de sa vitesse</translation>
    </message>
    <message>
        <source>HoLM: μ² + 4μ layout, round-robin on the workers worth enrolling</source>
        <translation>HoLM : disposition μ² + 4μ, à tour de rôle sur les travailleurs qui valent d’être enrôlés</translation>
    </message>
    <message>
        <source>incremental selection, global rule (Algorithm 3)</source>
        <translation>sélection incrémentale, règle globale (algorithme 3)</translation>
    </message>
    <message>
        <source>incremental selection, local rule</source>
        <translation>sélection incrémentale, règle locale</translation>
    </message>
    <message>
        <source>the best pair of the next two communications</source>
        <translation>la meilleure paire des deux communications suivantes</translation>
    </message>
    <message>
        <source>ORROML: HoLM&apos;s layout and order on every worker</source>
        <translation>ORROML : la disposition et l’ordre de HoLM sur chaque travailleur</translation>
    </message>
    <message>
        <source>OMMOML: next step to the worker that can start computing it first</source>
        <translation>OMMOML : l’étape suivante au travailleur qui peut la commencer le premier</translation>
    </message>
    <message>
        <source>ODDOML: next step to the worker that can receive it first</source>
        <translation>ODDOML : l’étape suivante au travailleur qui peut la recevoir le premier</translation>
    </message>
    <message>
        <source>DDOML: demand-driven, no overlap, maximum re-use layout</source>
        <translation>DDOML : à la demande, sans recouvrement, disposition de réutilisation maximale</translation>
    </message>
    <message>
        <source>BMM (Toledo): three equal parts of memory, no overlap</source>
        <translation>BMM (Toledo) : trois parts égales de la mémoire, sans recouvrement</translation>
    </message>
    <message>
        <source>OBMM: five parts, the next A and B received while computing</source>
        <translation>OBMM : cinq parts, les A et B suivants reçus pendant le calcul</translation>
    </message>
    <message>
        <source>layers on a star, for a communication mode and service order</source>
        <translation>couches sur une étoile, pour un mode de communication et un ordre de service</translation>
    </message>
    <message>
        <source>layers on any graph: MFT-LBP (linear programs) or PMFT-LBP</source>
        <translation>couches sur tout graphe : MFT-LBP (programmes linéaires) ou PMFT-LBP</translation>
    </message>
    <message>
        <source>SUMMA on a processor grid, panels passed hop by hop</source>
        <translation>SUMMA sur une grille de processeurs, panneaux transmis saut par saut</translation>
    </message>
    <message>
        <source>every node forwards the whole of A and B one hop further</source>
        <translation>chaque nœud transmet tout A et tout B un saut plus loin</translation>
    </message>
    <message>
        <source>the pipeline in chunks, each node fed once</source>
        <translation>le pipeline par morceaux, chaque nœud alimenté une fois</translation>
    </message>
    <message>
        <source>SharedRing: the ring of least time per step (an iterative computation)</source>
        <translation>SharedRing : l’anneau de moindre temps par étape (un calcul itératif)</translation>
    </message>
    <message>
        <source>LU of A on the 𝔓 = ⌈μw/3c⌉ workers worth enrolling, pivot blocks of μ</source>
        <translation>LU de A sur les 𝔓 = ⌈μw/3c⌉ travailleurs qui valent d’être enrôlés, blocs pivots de μ</translation>
    </message>
    <message>
        <source>LU of A with one pivot size μ for all, chunk shapes by μ_i, virtual workers</source>
        <translation>LU de A avec une taille de pivot μ pour tous, formes des morceaux selon μ_i, travailleurs virtuels</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>référence</translation>
    </message>
    <message>
        <source>Partita&apos;s own (PERI-SUM, paper 000 §2.3&apos;s problem)</source>
        <translation>propre à Partita (PERI-SUM, le problème de l’article 000 §2.3)</translation>
    </message>
    <message>
        <source>paper %1</source>
        <translation>article %1</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>%1: nothing to export (empty view)</source>
        <translation>%1 : rien à exporter (vue vide)</translation>
    </message>
    <message>
        <source>%1: cannot write the SVG file</source>
        <translation>%1 : impossible d’écrire le fichier SVG</translation>
    </message>
    <message>
        <source>%1: cannot write the PNG file</source>
        <translation>%1 : impossible d’écrire le fichier PNG</translation>
    </message>
    <message>
        <source>%1: unknown extension (use .png or .svg)</source>
        <translation>%1 : extension inconnue (utilisez .png ou .svg)</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1 : écriture impossible (%2)</translation>
    </message>
</context>
<context>
    <name>WorkedExample</name>
    <message>
        <source>the platform is not %1</source>
        <translation>la plate-forme n’est pas %1</translation>
    </message>
    <message>
        <source>%1 = %2, the paper&apos;s %3</source>
        <translation>%1 = %2, l’article donne %3</translation>
    </message>
    <message>
        <source>The worked example of %1 (%2).</source>
        <translation>L’exemple traité de %1 (%2).</translation>
    </message>
    <message>
        <source>Not the worked example of %1: %2. &quot;Paper&apos;s example&quot; opens %3.</source>
        <translation>Pas l’exemple traité de %1 : %2. « Exemple de l’article » ouvre %3.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan matrix products on heterogeneous platforms.</source>
        <translation>Planifie des produits de matrices sur des plates-formes hétérogènes.</translation>
    </message>
    <message>
        <source>Platform to open (.json or SimGrid .xml).</source>
        <translation>Plate-forme à ouvrir (.json ou SimGrid .xml).</translation>
    </message>
    <message>
        <source>Render a view to FILE (.png or .svg) and exit.</source>
        <translation>Dessine une vue dans FICHIER (.png ou .svg) et quitte.</translation>
    </message>
    <message>
        <source>Strategies side by side in the partition screenshot (1, 2 or 4).</source>
        <translation>Stratégies côte à côte dans la capture du partitionnement (1, 2 ou 4).</translation>
    </message>
    <message>
        <source>Block size.</source>
        <translation>Taille des blocs.</translation>
    </message>
    <message>
        <source>Screenshot size WxH.</source>
        <translation>Taille de la capture LxH.</translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation>Utiliser la palette sombre.</translation>
    </message>
    <message>
        <source>SharedRing: data sent to each neighbour per step (the fourth curve of the ring view).</source>
        <translation>SharedRing : données envoyées à chaque voisin par étape (la quatrième courbe de la vue ring).</translation>
    </message>
    <message>
        <source>SharedRing: work of one step.</source>
        <translation>SharedRing : travail d’une étape.</translation>
    </message>
    <message>
        <source>--ring-h and --ring-w must be positive numbers</source>
        <translation>--ring-h et --ring-w doivent être des nombres positifs</translation>
    </message>
    <message>
        <source>Strategy of the partition, Gantt or run screenshot.</source>
        <translation>Stratégie de la capture du partitionnement, du Gantt ou de l’exécution.</translation>
    </message>
    <message>
        <source>Print the versions of the libraries of this build (the About box) and exit.</source>
        <translation>Affiche les versions des bibliothèques de cette compilation (la boîte À propos) et quitte.</translation>
    </message>
    <message>
        <source>Matrix order; with --m or --k, the columns of C and B.</source>
        <translation>Ordre des matrices ; avec --m ou --k, les colonnes de C et de B.</translation>
    </message>
    <message>
        <source>Rows of C and A (default: n).</source>
        <translation>Lignes de C et de A (par défaut : n).</translation>
    </message>
    <message>
        <source>Inner dimension: columns of A, rows of B (default: n).</source>
        <translation>Dimension intérieure : colonnes de A, lignes de B (par défaut : n).</translation>
    </message>
    <message>
        <source>bad --m, --k, --n or --q</source>
        <translation>--m, --k, --n ou --q invalide</translation>
    </message>
    <message>
        <source>bad --panes or --size</source>
        <translation>--panes ou --size invalide</translation>
    </message>
    <message>
        <source>View of the screenshot: editor, partition, compare (makespan), volume, workers, imbalance, sweep, ring (SharedRing), mw (master-worker), gantt (the simulated trace of --strategy), run (an emulated run of --strategy, finished), redistribute (the player; PLATFORM may be a .layout file), steps (master-worker selection steps), growth (SharedRing growth), lu (a step of the LU factorization), papers (the classroom&apos;s Papers page with the first reproducible experiment run) or window (the whole window on --tab).</source>
        <translation>Vue de la capture : editor, partition, compare (durée), volume, workers, imbalance, sweep, ring (SharedRing), mw (maître-esclave), gantt (la trace simulée de --strategy), run (une exécution émulée de --strategy, terminée), redistribute (le lecteur ; PLATFORM peut être un fichier .layout), steps (étapes de sélection maître-esclave), growth (croissance de SharedRing), lu (une étape de la factorisation LU), papers (la page Articles de la classe, avec la première expérience reproductible exécutée) ou window (toute la fenêtre sur --tab).</translation>
    </message>
    <message>
        <source>Parameter of the sweep screenshot, over its default range: order, m, k, n, q, heterogeneity, comm-ratio or memory.</source>
        <translation>Paramètre de la capture du balayage, sur son intervalle par défaut : order, m, k, n, q, heterogeneity, comm-ratio ou memory.</translation>
    </message>
    <message>
        <source>Tab of the window screenshot: platform, partition, comparison, gantt, run, redistribution or classroom.</source>
        <translation>Onglet de la capture de la fenêtre : platform, partition, comparison, gantt, run, redistribution ou classroom.</translation>
    </message>
    <message>
        <source>--sweep: unknown parameter &apos;%1&apos; (expected order, m, k, n, q, heterogeneity, comm-ratio or memory)</source>
        <translation>--sweep : paramètre inconnu « %1 » (attendu : order, m, k, n, q, heterogeneity, comm-ratio ou memory)</translation>
    </message>
</context>
<context>
    <name>partita::views::ChartPanel</name>
    <message>
        <source>no value</source>
        <translation>pas de valeur</translation>
    </message>
    <message>
        <source>%1 — %2: %3 (%4)</source>
        <translation>%1 — %2 : %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1 : %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>category</source>
        <translation>catégorie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, marked point</source>
        <translation>%1, point marqué</translation>
    </message>
</context>
<context>
    <name>partita::views::ClassroomRunner</name>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 made no selection on this platform</source>
        <translation>%1 n’a fait aucune sélection sur cette plate-forme</translation>
    </message>
    <message>
        <source>block updates per time unit</source>
        <translation>mises à jour de blocs par unité de temps</translation>
    </message>
    <message>
        <source>Gflop/s</source>
        <translation>Gflop/s</translation>
    </message>
    <message>
        <source>%1 has no step to show for n = %2</source>
        <translation>%1 n’a aucune étape à montrer pour n = %2</translation>
    </message>
</context>
<context>
    <name>partita::views::ClassroomView</name>
    <message>
        <source>Master-worker selection</source>
        <translation>Sélection maître-travailleurs</translation>
    </message>
    <message>
        <source>Paper 002 §6.2: the worker each send goes to, and why</source>
        <translation>Article 002 §6.2 : le travailleur destinataire de chaque envoi, et pourquoi</translation>
    </message>
    <message>
        <source>Ring growth</source>
        <translation>Croissance de l’anneau</translation>
    </message>
    <message>
        <source>Paper 001 §4.1: the SharedRing grown one processor at a time</source>
        <translation>Article 001 §4.1 : l’anneau SharedRing construit un processeur à la fois</translation>
    </message>
    <message>
        <source>LU step</source>
        <translation>Étape de LU</translation>
    </message>
    <message>
        <source>Paper 002 §7, Figure 9: one step of the block LU factorization, each worker&apos;s part of the core</source>
        <translation>Article 002 §7, figure 9 : une étape de la factorisation LU par blocs, la part du cœur de chaque travailleur</translation>
    </message>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>Papers</source>
        <translation>Articles</translation>
    </message>
    <message>
        <source>The papers&apos; tables and figures regenerated by Partita, beside the published values</source>
        <translation>Les tables et figures des articles régénérées par Partita, à côté des valeurs publiées</translation>
    </message>
</context>
<context>
    <name>partita::views::CompareRunner</name>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>square products only</source>
        <translation>produits carrés seulement</translation>
    </message>
</context>
<context>
    <name>partita::views::CompareView</name>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <source>Nothing to compare</source>
        <translation>Rien à comparer</translation>
    </message>
    <message>
        <source>Communication volume</source>
        <translation>Volume de communication</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>Workers used</source>
        <translation>Travailleurs utilisés</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>travailleurs</translation>
    </message>
    <message>
        <source>Load imbalance</source>
        <translation>Déséquilibre de charge</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Not applicable here: %1</source>
        <translation>Non applicable ici : %1</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>SharedRing</source>
        <translation>SharedRing</translation>
    </message>
    <message>
        <source>Master-worker</source>
        <translation>Maître-travailleurs</translation>
    </message>
    <message>
        <source>SharedRing does not apply here: %1</source>
        <translation>SharedRing ne s’applique pas ici : %1</translation>
    </message>
    <message>
        <source>H/W = %1 (problem bar), best %2</source>
        <translation>H/W = %1 (barre du problème), meilleur %2</translation>
    </message>
    <message>
        <source>H/W = %1, best %2</source>
        <translation>H/W = %1, meilleur %2</translation>
    </message>
    <message>
        <source>no ring</source>
        <translation>pas d’anneau</translation>
    </message>
    <message>
        <source>SharedRing: time of one step against ring size (W = %1; dot: the ring kept)</source>
        <translation>SharedRing : durée d’une étape selon la taille de l’anneau (W = %1 ; point : l’anneau retenu)</translation>
    </message>
    <message>
        <source>ring size (processors)</source>
        <translation>taille de l’anneau (processeurs)</translation>
    </message>
    <message>
        <source>T_step (%1)</source>
        <translation>T_step (%1)</translation>
    </message>
    <message>
        <source>No master-worker strategy applies to this platform.</source>
        <translation>Aucune stratégie maître-travailleurs ne s’applique à cette plate-forme.</translation>
    </message>
    <message>
        <source>ratio of the schedule (§6.2)</source>
        <translation>ratio de l’ordonnancement (§6.2)</translation>
    </message>
    <message>
        <source>%1 · workers: %2</source>
        <translation>%1 · travailleurs : %2</translation>
    </message>
    <message>
        <source>*: the workers lack the memory to reach the bound</source>
        <translation>* : les travailleurs manquent de mémoire pour atteindre la borne</translation>
    </message>
    <message>
        <source>block updates per time unit</source>
        <translation>mises à jour de blocs par unité de temps</translation>
    </message>
    <message>
        <source>paper&apos;s model</source>
        <translation>modèle de l’article</translation>
    </message>
    <message>
        <source>as run, C assembled at the master</source>
        <translation>à l’exécution, C assemblée au maître</translation>
    </message>
    <message>
        <source>Comparing: %p %</source>
        <translation>Comparaison : %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Compare again</source>
        <translation>Comparer à nouveau</translation>
    </message>
    <message>
        <source>Comparison cancelled</source>
        <translation>Comparaison annulée</translation>
    </message>
    <message>
        <source>Compare again to start it over.</source>
        <translation>« Comparer à nouveau » la relance.</translation>
    </message>
    <message>
        <source>rectangles&apos; lower bound 2·Σ√s_i·n² (layer-based strategies cut none)</source>
        <translation>borne inférieure des rectangles 2·Σ√s_i·n² (les stratégies par couches n’en découpent pas)</translation>
    </message>
    <message>
        <source>its steady-state bound for its own chunk sides (§6.1, asymptotic)</source>
        <translation>sa borne du régime permanent pour ses propres côtés de blocs (§6.1, asymptotique)</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>%1 processors, %2, q = %3</source>
        <translation>%1 processeurs, %2, q = %3</translation>
    </message>
    <message>
        <source>Square products only (m = k = n), not run on %1: %2</source>
        <translation>Produits carrés seulement (m = k = n), non évaluées pour %1 : %2</translation>
    </message>
    <message>
        <source>No strategy applies to %1: see the list below</source>
        <translation>Aucune stratégie ne s’applique à %1 : voir la liste ci-dessous</translation>
    </message>
    <message>
        <source>Predicted makespan (%1)</source>
        <translation>Durée prévue (%1)</translation>
    </message>
    <message>
        <source>rectangles&apos; lower bound 2·Σ√s_i·√(mn)·k (layer-based strategies cut none)</source>
        <translation>borne inférieure des rectangles 2·Σ√s_i·√(mn)·k (les stratégies par couches n’en découpent pas)</translation>
    </message>
    <message>
        <source>Master-worker (%1): ratio of each schedule and the steady state of its chunk sides</source>
        <translation>Maître-travailleurs (%1) : ratio de chaque ordonnancement et régime permanent de ses côtés de blocs</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>stratégie</translation>
    </message>
</context>
<context>
    <name>partita::views::DocumentActions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>Nouveau par &amp;générateur…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Import SimGrid XML…</source>
        <translation>&amp;Importer du XML SimGrid…</translation>
    </message>
    <message>
        <source>&amp;Export SimGrid XML…</source>
        <translation>E&amp;xporter en XML SimGrid…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The platform has unsaved changes. Save them?</source>
        <translation>La plate-forme a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Cannot generate the platform</source>
        <translation>Impossible de générer la plate-forme</translation>
    </message>
    <message>
        <source>Cannot open the platform</source>
        <translation>Impossible d’ouvrir la plate-forme</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Cannot save the platform</source>
        <translation>Impossible d’enregistrer la plate-forme</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Open platform</source>
        <translation>Ouvrir une plate-forme</translation>
    </message>
    <message>
        <source>Platforms (*.json *.xml);;Partita JSON (*.json);;SimGrid XML (*.xml)</source>
        <translation>Plates-formes (*.json *.xml);;JSON Partita (*.json);;XML SimGrid (*.xml)</translation>
    </message>
    <message>
        <source>Save platform</source>
        <translation>Enregistrer la plate-forme</translation>
    </message>
    <message>
        <source>Partita JSON (*.json)</source>
        <translation>JSON Partita (*.json)</translation>
    </message>
    <message>
        <source>Import SimGrid platform</source>
        <translation>Importer une plate-forme SimGrid</translation>
    </message>
    <message>
        <source>SimGrid XML (*.xml)</source>
        <translation>XML SimGrid (*.xml)</translation>
    </message>
    <message>
        <source>Export SimGrid platform</source>
        <translation>Exporter la plate-forme SimGrid</translation>
    </message>
    <message>
        <source>Cannot export the platform</source>
        <translation>Impossible d’exporter la plate-forme</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n warning(s)</source>
        <translation>
            <numerusform>%1 ouvert avec %n avertissement</numerusform>
            <numerusform>%1 ouvert avec %n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Platform opened with warnings</source>
        <translation>Plate-forme ouverte avec des avertissements</translation>
    </message>
    <message numerus="yes">
        <source>%1 was opened, but Partita does not model everything it says (%n warning(s)): what is listed below is left out or changed.</source>
        <translation>
            <numerusform>%1 a été ouvert, mais Partita ne modélise pas tout ce qu’il décrit (%n avertissement) : ce qui est listé ci-dessous est laissé de côté ou changé.</numerusform>
            <numerusform>%1 a été ouvert, mais Partita ne modélise pas tout ce qu’il décrit (%n avertissements) : ce qui est listé ci-dessous est laissé de côté ou changé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>partita::views::GanttCanvas</name>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>send</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>réception</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>attente</translation>
    </message>
    <message>
        <source>redistribute</source>
        <translation>redistribution</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>transfert</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>link %1</source>
        <translation>lien %1</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>port %1</translation>
    </message>
    <message>
        <source>No trace</source>
        <translation>Aucune trace</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation> depuis %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> vers %1</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>blocks %1</source>
        <translation>blocs %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 flops</source>
        <translation>%1 flops</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prévu</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>temps (%1)</translation>
    </message>
    <message>
        <source>on the critical path</source>
        <translation>sur le chemin critique</translation>
    </message>
    <message>
        <source>makespan</source>
        <translation>durée totale</translation>
    </message>
    <message>
        <source>critical path</source>
        <translation>chemin critique</translation>
    </message>
    <message>
        <source>odd steps</source>
        <translation>étapes impaires</translation>
    </message>
</context>
<context>
    <name>partita::views::GanttSummaryView</name>
    <message>
        <source>predicted</source>
        <translation>prévu</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>comm.</source>
        <translation>comm.</translation>
    </message>
    <message>
        <source>not in this trace</source>
        <translation>absent de cette trace</translation>
    </message>
    <message>
        <source>computing: %1 (%2 %)</source>
        <translation>calcul : %1 (%2 %)</translation>
    </message>
    <message>
        <source>communicating: %1 (%2 %)</source>
        <translation>communication : %1 (%2 %)</translation>
    </message>
    <message>
        <source>communication during computation: %1 (counted as computing)</source>
        <translation>communication pendant le calcul : %1 (comptée comme calcul)</translation>
    </message>
    <message>
        <source>idle: %1 (%2 %), of which waiting %3</source>
        <translation>inactif : %1 (%2 %), dont attente %3</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>attente</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>share of the range; times in %1:</source>
        <translation>part de l’intervalle ; temps en %1 :</translation>
    </message>
    <message>
        <source>No processor row in this trace.</source>
        <translation>Aucune ligne de processeur dans cette trace.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <source>trace</source>
        <translation>trace</translation>
    </message>
    <message>
        <source>from</source>
        <translation>début</translation>
    </message>
    <message>
        <source>to</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>idle, waiting included</source>
        <translation>inactif, attente comprise</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>attente</translation>
    </message>
    <message>
        <source>communication during computation</source>
        <translation>communication pendant le calcul</translation>
    </message>
</context>
<context>
    <name>partita::views::GanttView</name>
    <message>
        <source>Zoom in (+, or the wheel over the chart)</source>
        <translation>Zoom avant (+, ou la molette sur le diagramme)</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>Zoom arrière (−)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole run (0)</source>
        <translation>Montrer toute l’exécution (0)</translation>
    </message>
    <message>
        <source>No trace</source>
        <translation>Aucune trace</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation…</translation>
    </message>
    <message>
        <source>%1: no trace</source>
        <translation>%1 : aucune trace</translation>
    </message>
    <message>
        <source>%1, simulated</source>
        <translation>%1, simulé</translation>
    </message>
    <message>
        <source>%1 — makespan %2, %3 resources, %4 intervals</source>
        <translation>%1 — durée totale %2, %3 ressources, %4 intervalles</translation>
    </message>
    <message>
        <source>The trace has no interval</source>
        <translation>La trace ne contient aucun intervalle</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1 : impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prévu</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Dragging moves the chart</source>
        <translation>Glisser déplace le diagramme</translation>
    </message>
    <message>
        <source>Zoom box</source>
        <translation>Zoom sur zone</translation>
    </message>
    <message>
        <source>Dragging over the chart zooms to the dragged span (also Ctrl+drag)</source>
        <translation>Glisser sur le diagramme zoome sur l’intervalle balayé (aussi Ctrl+glisser)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Dragging selects a time range; the summary follows it (also Shift+drag)</source>
        <translation>Glisser sélectionne un intervalle de temps ; le résumé le suit (aussi Maj+glisser)</translation>
    </message>
    <message>
        <source>Zoom to selection</source>
        <translation>Zoom sur la sélection</translation>
    </message>
    <message>
        <source>Show the selected time range across the chart</source>
        <translation>Afficher l’intervalle de temps sélectionné sur toute la largeur du diagramme</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <source>Forget the selected time range (Esc); the summary covers the whole run again</source>
        <translation>Oublier l’intervalle de temps sélectionné (Échap) ; le résumé couvre de nouveau toute l’exécution</translation>
    </message>
    <message>
        <source>Critical path</source>
        <translation>Chemin critique</translation>
    </message>
    <message>
        <source>Outline the chain of intervals that ends at the makespan, each waiting for the previous one, and mark the slowest processor</source>
        <translation>Entourer la chaîne d’intervalles qui se termine à la durée totale (makespan), chacun attendant le précédent, et signaler le processeur le plus lent</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Show, per processor, the time spent computing, communicating and idle</source>
        <translation>Afficher, par processeur, le temps passé à calculer, à communiquer et inactif</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source> · %1: makespan %2 (%3 against %4)</source>
        <translation> · %1 : durée totale %2 (%3 par rapport à %4)</translation>
    </message>
    <message>
        <source>Selection %1 – %2 (%3)</source>
        <translation>Sélection %1 – %2 (%3)</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Exécution entière</translation>
    </message>
    <message>
        <source>Makespan: %1 %2, %3 %4 (%5)</source>
        <translation>Durée totale : %1 %2, %3 %4 (%5)</translation>
    </message>
    <message>
        <source>Makespan %1</source>
        <translation>Durée totale %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>slowest processor %1, critical path of %2 intervals</source>
        <translation>processeur le plus lent %1, chemin critique de %2 intervalles</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: unknown trace format (use .csv, .json, .paje or .trace)</source>
        <translation>%1 : format de trace inconnu (utilisez .csv, .json, .paje ou .trace)</translation>
    </message>
</context>
<context>
    <name>partita::views::GeneratorDialog</name>
    <message>
        <source>New platform from generator</source>
        <translation>Nouvelle plate-forme générée</translation>
    </message>
    <message>
        <source>Ratio between the fastest and the slowest processor</source>
        <translation>Rapport entre le processeur le plus rapide et le plus lent</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Processors</source>
        <translation>Processeurs</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Heterogeneity</source>
        <translation>Hétérogénéité</translation>
    </message>
</context>
<context>
    <name>partita::views::LayoutCanvas</name>
    <message>
        <source>No layout</source>
        <translation>Aucune répartition</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>C%1</translation>
    </message>
    <message>
        <source>w %1 → %2</source>
        <translation>w %1 → %2</translation>
    </message>
    <message>
        <source>w %1</source>
        <translation>w %1</translation>
    </message>
    <message>
        <source>Processor %1, column C%2 (width %3)</source>
        <translation>Processeur %1, colonne C%2 (largeur %3)</translation>
    </message>
    <message>
        <source>
block rows %1–%2 (%3 rows)</source>
        <translation>
lignes de blocs %1–%2 (%3 lignes)</translation>
    </message>
    <message>
        <source>
area %1 blocks</source>
        <translation>
aire %1 blocs</translation>
    </message>
    <message>
        <source>
target area %1 blocks (δ = %2)</source>
        <translation>
aire cible %1 blocs (δ = %2)</translation>
    </message>
</context>
<context>
    <name>partita::views::LuCanvas</name>
    <message>
        <source>No platform yet</source>
        <translation>Pas encore de plate-forme</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Rien à montrer</translation>
    </message>
    <message>
        <source>(a)</source>
        <translation>(a)</translation>
    </message>
    <message>
        <source>(b)</source>
        <translation>(b)</translation>
    </message>
    <message>
        <source>(c)</source>
        <translation>(c)</translation>
    </message>
    <message>
        <source>(d)</source>
        <translation>(d)</translation>
    </message>
    <message>
        <source>factored: rows of U</source>
        <translation>factorisé : lignes de U</translation>
    </message>
    <message>
        <source>factored: columns of L</source>
        <translation>factorisé : colonnes de L</translation>
    </message>
    <message>
        <source>%1: %2; %3 columns of the core</source>
        <translation>%1 : %2 ; %3 colonnes du cœur</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 autres</translation>
    </message>
</context>
<context>
    <name>partita::views::LuPage</name>
    <message>
        <source>Heterogeneous workers (§7.3, lu-hetero)</source>
        <translation>Travailleurs hétérogènes (§7.3, lu-hetero)</translation>
    </message>
    <message>
        <source>Homogeneous workers (§7.2, lu-homogeneous)</source>
        <translation>Travailleurs homogènes (§7.2, lu-homogeneous)</translation>
    </message>
    <message>
        <source>The LU strategy of paper 002 §7 whose plan is shown</source>
        <translation>La stratégie LU de l’article 002 §7 dont le plan est montré</translation>
    </message>
    <message>
        <source>Right-looking block LU (paper 002 §7, Figure 9): at each step the μ×μ pivot (a) is factored, the vertical (b) and horizontal (c) panels are solved against it, and the core (d) receives a rank-μ update, each worker keeping a chunk of the horizontal panel while the core&apos;s rows stream through it.</source>
        <translation>LU par blocs « right-looking » (article 002 §7, figure 9) : à chaque étape, le pivot μ×μ (a) est factorisé, les panneaux vertical (b) et horizontal (c) sont résolus avec lui, et le cœur (d) reçoit une mise à jour de rang μ, chaque travailleur gardant un bloc du panneau horizontal pendant que les lignes du cœur le traversent.</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Stratégie :</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Set a platform with a master to step through its LU factorization.</source>
        <translation>Définissez une plate-forme avec un maître pour parcourir sa factorisation LU pas à pas.</translation>
    </message>
    <message>
        <source>Planning the factorization…</source>
        <translation>Planification de la factorisation…</translation>
    </message>
    <message>
        <source>%1 does not apply here: %2</source>
        <translation>%1 ne s’applique pas ici : %2</translation>
    </message>
    <message>
        <source>Paper 002 §7 needs a master that holds the matrix and workers with memory for at least one block of the core with its rows (μ_i ≥ 1: 5 blocks).</source>
        <translation>L’article 002 §7 demande un maître qui détient la matrice et des travailleurs dont la mémoire tient au moins un bloc du cœur avec ses lignes (μ_i ≥ 1 : 5 blocs).</translation>
    </message>
    <message>
        <source>n = %1, q = %2: %3×%3 blocks, μ = %4, %5 steps. Each worker&apos;s colour is its colour in the other views; the greyed rows and columns are factored already.</source>
        <translation>n = %1, q = %2 : %3×%3 blocs, μ = %4, %5 étapes. Chaque travailleur a sa couleur des autres vues ; les lignes et colonnes grisées sont déjà factorisées.</translation>
    </message>
    <message>
        <source>Paper&apos;s example</source>
        <translation>Exemple de l’article</translation>
    </message>
    <message>
        <source>Open the platform of paper 002&apos;s Table 2 with n = 36, q = 1 (docs/lu.md)</source>
        <translation>Ouvrir la plate-forme du tableau 2 de l’article 002 avec n = 36, q = 1 (docs/lu.md)</translation>
    </message>
    <message>
        <source>Streamed steps: the other workers update the core rows whose panel blocks are solved while the pivot worker solves the rest (docs/lu.md).</source>
        <translation>Étapes en flux : les autres travailleurs mettent à jour les lignes du cœur dont les blocs de panneau sont résolus pendant que le travailleur du pivot résout les autres (docs/lu.md).</translation>
    </message>
    <message>
        <source>Each step in the paper&apos;s order: the pivot and both panels, then the core.</source>
        <translation>Chaque étape dans l’ordre de l’article : le pivot et les deux panneaux, puis le cœur.</translation>
    </message>
</context>
<context>
    <name>partita::views::MainWindow</name>
    <message>
        <source>Platform</source>
        <translation>Plate-forme</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partitionnement</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>planned in %1 ms</source>
        <translation>planifié en %1 ms</translation>
    </message>
    <message>
        <source>planning…</source>
        <translation>planification…</translation>
    </message>
    <message>
        <source>Comparing strategies…</source>
        <translation>Comparaison des stratégies…</translation>
    </message>
    <message>
        <source>Comparison ready</source>
        <translation>Comparaison prête</translation>
    </message>
    <message>
        <source>%1 processors, %2 routers, %3 links</source>
        <translation>%1 processeurs, %2 routeurs, %3 liens</translation>
    </message>
    <message>
        <source>Export &amp;View as PNG/SVG…</source>
        <translation>Exporter la &amp;vue en PNG/SVG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Arrange Nodes</source>
        <translation>&amp;Disposer les nœuds</translation>
    </message>
    <message>
        <source>Select and Move</source>
        <translation>Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>Add Processor</source>
        <translation>Ajouter un processeur</translation>
    </message>
    <message>
        <source>Add Router</source>
        <translation>Ajouter un routeur</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Relier</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Ajuster</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>Palette &amp;sombre</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;About Partita Studio</source>
        <translation>&amp;À propos de Partita Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Platform</source>
        <translation>&amp;Plate-forme</translation>
    </message>
    <message>
        <source>P&amp;artition</source>
        <translation>P&amp;artitionnement</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>&amp;Comparaison</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the view</source>
        <translation>Impossible d’exporter la vue</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Partita Studio&lt;/h3&gt;&lt;p&gt;Plans matrix products on heterogeneous platforms: draw a platform, see how each strategy cuts the work and compare their predicted costs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Partita Studio&lt;/h3&gt;&lt;p&gt;Planifie des produits de matrices sur des plates-formes hétérogènes : dessinez une plate-forme, voyez comment chaque stratégie découpe le travail et comparez leurs coûts prévus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Partita Studio</source>
        <translation>À propos de Partita Studio</translation>
    </message>
    <message>
        <source>%1[*] — Partita Studio</source>
        <translation>%1[*] — Partita Studio</translation>
    </message>
    <message>
        <source>Gantt</source>
        <translation>Gantt</translation>
    </message>
    <message>
        <source>Simulating the trace…</source>
        <translation>Simulation de la trace…</translation>
    </message>
    <message>
        <source>Trace ready</source>
        <translation>Trace prête</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation>Ouvrir une &amp;trace…</translation>
    </message>
    <message>
        <source>&amp;Gantt</source>
        <translation>&amp;Gantt</translation>
    </message>
    <message>
        <source>Cannot open the trace</source>
        <translation>Impossible d’ouvrir la trace</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>Ouvrir une trace</translation>
    </message>
    <message>
        <source>Open Trace as &amp;Measured…</source>
        <translation>Ouvrir une trace comme &amp;mesurée…</translation>
    </message>
    <message>
        <source>Open measured trace</source>
        <translation>Ouvrir une trace mesurée</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Redistribution</source>
        <translation>Redistribution</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Salle de classe</translation>
    </message>
    <message>
        <source>Run started</source>
        <translation>Exécution lancée</translation>
    </message>
    <message>
        <source>Run finished</source>
        <translation>Exécution terminée</translation>
    </message>
    <message>
        <source>Run failed: the Run tab says why</source>
        <translation>Échec de l’exécution : l’onglet Exécution en donne la raison</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Exécution</translation>
    </message>
    <message>
        <source>Re&amp;distribution</source>
        <translation>Re&amp;distribution</translation>
    </message>
    <message>
        <source>C&amp;lassroom</source>
        <translation>Sa&amp;lle de classe</translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.paje *.trace);;CSV (*.csv);;Chrome trace JSON (*.json);;Paje (*.paje *.trace)</source>
        <translation>Traces (*.csv *.json *.paje *.trace);;CSV (*.csv);;JSON de trace Chrome (*.json);;Paje (*.paje *.trace)</translation>
    </message>
    <message>
        <source>the run&apos;s summary</source>
        <translation>le résumé de l’exécution</translation>
    </message>
    <message>
        <source>Speeds measured by the run after step %1</source>
        <translation>Vitesses mesurées par l’exécution après l’étape %1</translation>
    </message>
    <message>
        <source>The run rebalanced its partition: the Redistribution tab replays it</source>
        <translation>L’exécution a rééquilibré son partitionnement : l’onglet Redistribution le rejoue</translation>
    </message>
    <message>
        <source>Cannot replay the run&apos;s redistribution</source>
        <translation>Impossible de rejouer la redistribution de l’exécution</translation>
    </message>
    <message>
        <source>Update platform from the run</source>
        <translation>Mettre à jour la plateforme d’après l’exécution</translation>
    </message>
    <message>
        <source>The platform was changed since the run (other processors or links): run again.</source>
        <translation>La plateforme a changé depuis l’exécution (autres processeurs ou liens) : relancez.</translation>
    </message>
    <message>
        <source>The run measured no rate of the platform</source>
        <translation>L’exécution n’a mesuré aucun débit de la plateforme</translation>
    </message>
    <message>
        <source>Platform updated from the run: %1</source>
        <translation>Plateforme mise à jour d’après l’exécution : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Studio &amp;Documentation</source>
        <translation>&amp;Documentation du studio</translation>
    </message>
    <message>
        <source>Cannot open the documentation</source>
        <translation>Impossible d’ouvrir la documentation</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>On the platform canvas: S, P, R, C choose the tools; Delete deletes; the wheel zooms. On the Gantt chart: Ctrl+drag zooms to a span, Shift+drag selects a range, Esc clears it.</source>
        <translation>Sur le canevas de la plate-forme : S, P, R, C choisissent les outils ; Suppr supprime ; la molette zoome. Sur le diagramme de Gantt : Ctrl+glisser zoome sur un intervalle, Maj+glisser sélectionne un intervalle, Échap l’efface.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Opened the paper&apos;s example: %1, n = %2, q = %3</source>
        <translation>Exemple de l’article ouvert : %1, n = %2, q = %3</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>Exporter le &amp;tableau en CSV…</translation>
    </message>
    <message>
        <source>The table or chart values of the tab on screen, as CSV</source>
        <translation>Le tableau ou les valeurs du graphique de l’onglet affiché, en CSV</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>Impossible d’exporter le tableau</translation>
    </message>
    <message>
        <source>Export table as CSV</source>
        <translation>Exporter le tableau en CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Copy Nodes</source>
        <translation>&amp;Copier les nœuds</translation>
    </message>
    <message>
        <source>&amp;Paste Nodes</source>
        <translation>C&amp;oller les nœuds</translation>
    </message>
    <message>
        <source>The clipboard holds no nodes: %1</source>
        <translation>Le presse-papiers ne contient pas de nœuds : %1</translation>
    </message>
    <message>
        <source>Ali&amp;gn Nodes</source>
        <translation>Ali&amp;gner les nœuds</translation>
    </message>
    <message>
        <source>&amp;Left</source>
        <translation>À &amp;gauche</translation>
    </message>
    <message>
        <source>Centre (&amp;vertical line)</source>
        <translation>Centre (ligne &amp;verticale)</translation>
    </message>
    <message>
        <source>&amp;Right</source>
        <translation>À &amp;droite</translation>
    </message>
    <message>
        <source>&amp;Top</source>
        <translation>En &amp;haut</translation>
    </message>
    <message>
        <source>Middle (&amp;horizontal line)</source>
        <translation>Milieu (ligne &amp;horizontale)</translation>
    </message>
    <message>
        <source>&amp;Bottom</source>
        <translation>En &amp;bas</translation>
    </message>
    <message>
        <source>D&amp;istribute Nodes</source>
        <translation>&amp;Répartir les nœuds</translation>
    </message>
    <message>
        <source>&amp;Horizontally</source>
        <translation>&amp;Horizontalement</translation>
    </message>
    <message>
        <source>&amp;Vertically</source>
        <translation>&amp;Verticalement</translation>
    </message>
    <message>
        <source>This tab has no table to export: the Partition, Comparison, Gantt, Run, Redistribution and Classroom (selection) tabs have one.</source>
        <translation>Cet onglet n’a pas de tableau à exporter : les onglets Partitionnement, Comparaison, Gantt, Exécution, Redistribution et Salle de classe (sélection) en ont un.</translation>
    </message>
    <message>
        <source>Cu&amp;t Nodes</source>
        <translation>Cou&amp;per les nœuds</translation>
    </message>
    <message>
        <source>Arrange nodes as a %1</source>
        <translation>Disposer les nœuds en %1</translation>
    </message>
    <message>
        <source>Arranged as a %1</source>
        <translation>Disposé en %1</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more in the details</source>
        <translation>
            <numerusform>… et %n autre dans les détails</numerusform>
            <numerusform>… et %n autres dans les détails</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>partita::views::MetricsModel</name>
    <message>
        <source>Processor</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Work %</source>
        <translation>Travail %</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blocs</translation>
    </message>
    <message>
        <source>Half-perimeter</source>
        <translation>Demi-périmètre</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Temps de calcul</translation>
    </message>
    <message>
        <source>The fraction of the work the strategy aims to give this processor: equal for even-columns and block-cyclic, proportional to speed for the others. The imbalance is always measured against speed-proportional shares.</source>
        <translation>La fraction du travail que la stratégie vise à donner à ce processeur : égale pour even-columns et block-cyclic, proportionnelle à la vitesse pour les autres. Le déséquilibre est toujours mesuré par rapport aux parts proportionnelles aux vitesses.</translation>
    </message>
    <message>
        <source>Aimed share %</source>
        <translation>Part visée %</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <source>speed (block updates per time unit)</source>
        <translation>vitesse (mises à jour de blocs par unité de temps)</translation>
    </message>
    <message>
        <source>speed (Gflop/s)</source>
        <translation>vitesse (Gflop/s)</translation>
    </message>
    <message>
        <source>aimed share (%)</source>
        <translation>part visée (%)</translation>
    </message>
    <message>
        <source>work (%)</source>
        <translation>travail (%)</translation>
    </message>
    <message>
        <source>blocks (q × q)</source>
        <translation>blocs (q × q)</translation>
    </message>
    <message>
        <source>half-perimeter (in units of n)</source>
        <translation>demi-périmètre (en unités de n)</translation>
    </message>
    <message>
        <source>compute time (time units)</source>
        <translation>temps de calcul (unités de temps)</translation>
    </message>
    <message>
        <source>compute time (s)</source>
        <translation>temps de calcul (s)</translation>
    </message>
</context>
<context>
    <name>partita::views::OperationListModel</name>
    <message>
        <source>Operation %1: %2, cost %3, total %4 of %5</source>
        <translation>Opération %1 : %2, coût %3, total %4 sur %5</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>column migration: block column %1 from column %2 to column %3</source>
        <translation>migration de colonne : colonne de blocs %1 de la colonne %2 à la colonne %3</translation>
    </message>
    <message>
        <source>row migration: row %1 to row %2</source>
        <translation>migration de ligne : ligne %1 vers la ligne %2</translation>
    </message>
    <message>
        <source>local sliding in column %1: row %2 from %3 to %4</source>
        <translation>glissement local dans la colonne %1 : ligne %2 de %3 à %4</translation>
    </message>
</context>
<context>
    <name>partita::views::PapersFigure</name>
    <message>
        <source>This figure is not an SVG the studio can draw</source>
        <translation>Cette figure n’est pas un SVG que le studio sait dessiner</translation>
    </message>
</context>
<context>
    <name>partita::views::PapersPage</name>
    <message>
        <source>Experiment</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Pick an experiment: Partita regenerates that table or figure of the paper and sets the published values beside its own.</source>
        <translation>Choisissez une expérience : Partita régénère cette table ou figure de l’article et place les valeurs publiées à côté des siennes.</translation>
    </message>
    <message>
        <source>Open its platform in the editor:</source>
        <translation>Ouvrir sa plateforme dans l’éditeur :</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>Partita</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>Pourquoi elles diffèrent</translation>
    </message>
    <message>
        <source>Difference (%)</source>
        <translation>Écart (%)</translation>
    </message>
    <message>
        <source>Highlighted: more than %1 % apart beyond the printed precision; the last column says why</source>
        <translation>En surbrillance : plus de %1 % d’écart au-delà de la précision imprimée ; la dernière colonne dit pourquoi</translation>
    </message>
    <message>
        <source>%1: paper %2 %3 — %4</source>
        <translation>%1 : article %2 %3 — %4</translation>
    </message>
    <message>
        <source>Running %1… (the largest experiments take minutes)</source>
        <translation>Exécution de %1… (les plus grandes expériences prennent des minutes)</translation>
    </message>
    <message>
        <source>The experiment failed: %1</source>
        <translation>L’expérience a échoué : %1</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>égale</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>diffère</translation>
    </message>
    <message>
        <source>close</source>
        <translation>proche</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>Open %1 in the editor as a new document</source>
        <translation>Ouvrir %1 dans l’éditeur comme nouveau document</translation>
    </message>
    <message>
        <source>Ran in %1 s: %2 values compared, %3 equal to the printed value, %4 close, %5 differ (highlighted, with the reason)</source>
        <translation>Exécutée en %1 s : %2 valeurs comparées, %3 égales à la valeur imprimée, %4 proches, %5 différentes (en surbrillance, avec la raison)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>- **%1**: %2
</source>
        <comment>a difference explained: the quantity, then why</comment>
        <translation>- **%1** : %2
</translation>
    </message>
</context>
<context>
    <name>partita::views::PartitionView</name>
    <message>
        <source>One strategy</source>
        <translation>Une stratégie</translation>
    </message>
    <message>
        <source>Two side by side</source>
        <translation>Deux côte à côte</translation>
    </message>
    <message>
        <source>Four side by side</source>
        <translation>Quatre côte à côte</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Strategy of pane %1</source>
        <translation>Stratégie du panneau %1</translation>
    </message>
    <message>
        <source>its simulated schedule</source>
        <translation>son ordonnancement simulé</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>réseau %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;planned in %1 ms</source>
        <translation>&lt;br&gt;planifié en %1 ms</translation>
    </message>
    <message>
        <source>layer-based pieces are not rectangles: the rectangles&apos; bound 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %1 does not apply</source>
        <translation>les morceaux par couches ne sont pas des rectangles : la borne des rectangles 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %1 ne s’applique pas</translation>
    </message>
    <message>
        <source>bound for rectangles of these areas 2·Σ√a&lt;sub&gt;i&lt;/sub&gt; = %1; of the speed shares 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %2</source>
        <translation>borne des rectangles de ces aires 2·Σ√a&lt;sub&gt;i&lt;/sub&gt; = %1 ; des parts des vitesses 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, q = %3, %4 × %12 blocks&lt;br&gt;Σ half-perimeters %5 (%6), max %7&lt;br&gt;communication volume %8 elements&lt;br&gt;imbalance %9 % (against speed-proportional shares, whatever shares the strategy aims at), predicted makespan %10 (%11)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, q = %3, %4 × %12 blocs&lt;br&gt;Σ demi-périmètres %5 (%6), max %7&lt;br&gt;volume de communication %8 éléments&lt;br&gt;déséquilibre %9 % (par rapport aux parts proportionnelles aux vitesses, quelles que soient les parts visées par la stratégie), durée prévue %10 (%11)</translation>
    </message>
</context>
<context>
    <name>partita::views::PartitionWidget</name>
    <message>
        <source>Planning…</source>
        <translation>Planification…</translation>
    </message>
    <message>
        <source>A: k_i columns</source>
        <translation>A : k_i colonnes</translation>
    </message>
    <message>
        <source>B: k_i rows</source>
        <translation>B : k_i lignes</translation>
    </message>
    <message>
        <source>Processor %1</source>
        <translation>Processeur %1</translation>
    </message>
    <message>
        <source>
k = %1 columns of A and rows of B</source>
        <translation>
k = %1 colonnes de A et lignes de B</translation>
    </message>
    <message>
        <source>
area %1 blocks in %2 rectangle(s)</source>
        <translation>
aire %1 blocs en %2 rectangle(s)</translation>
    </message>
    <message>
        <source>
work %1 %</source>
        <translation>
travail %1 %</translation>
    </message>
    <message>
        <source>
half-perimeter %1</source>
        <translation>
demi-périmètre %1</translation>
    </message>
    <message>
        <source>Σ half-perimeters %1 (layers: no rectangle bound)</source>
        <translation>Σ demi-périmètres %1 (couches : pas de borne des rectangles)</translation>
    </message>
    <message>
        <source>Σ half-perimeters %1 (bound %2 on these areas)</source>
        <translation>Σ demi-périmètres %1 (borne %2 sur ces aires)</translation>
    </message>
    <message>
        <source>imbalance %1 % against speed shares</source>
        <translation>déséquilibre %1 % par rapport aux parts des vitesses</translation>
    </message>
    <message>
        <source>
share the strategy aims at %1 %</source>
        <translation>
part visée par la stratégie %1 %</translation>
    </message>
    <message>
        <source>
speed share %1 %</source>
        <translation>
part selon la vitesse %1 %</translation>
    </message>
</context>
<context>
    <name>partita::views::PlanRunner</name>
    <message>
        <source>%1 is a schedule, not a partition: see the Comparison tab</source>
        <translation>%1 est un ordonnancement, pas un partitionnement : voir l’onglet Comparaison</translation>
    </message>
</context>
<context>
    <name>partita::views::PlatformDocument</name>
    <message>
        <source>Add processor %1</source>
        <translation>Ajouter le processeur %1</translation>
    </message>
    <message>
        <source>Add router %1</source>
        <translation>Ajouter le routeur %1</translation>
    </message>
    <message>
        <source>Connect %1 and %2</source>
        <translation>Relier %1 et %2</translation>
    </message>
    <message>
        <source>Delete link %1 – %2</source>
        <translation>Supprimer le lien %1 – %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <source>Change %1 of link %2 – %3</source>
        <translation>Modifier %1 du lien %2 – %3</translation>
    </message>
    <message>
        <source>Clear master</source>
        <translation>Retirer le maître</translation>
    </message>
    <message>
        <source>Set master %1</source>
        <translation>Choisir %1 comme maître</translation>
    </message>
    <message>
        <source>Rename platform</source>
        <translation>Renommer la plate-forme</translation>
    </message>
    <message>
        <source>Arrange nodes</source>
        <translation>Disposer les nœuds</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>débit</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n node(s)</source>
        <translation>
            <numerusform>Coller %n nœud</numerusform>
            <numerusform>Coller %n nœuds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>partita::views::PlatformScene</name>
    <message>
        <source>Processor %1
speed %2
memory %3</source>
        <translation>Processeur %1
vitesse %2
mémoire %3</translation>
    </message>
    <message>
        <source>
host %1</source>
        <translation>
machine %1</translation>
    </message>
    <message>
        <source>Router %1</source>
        <translation>Routeur %1</translation>
    </message>
    <message>
        <source>
master</source>
        <translation>
maître</translation>
    </message>
    <message>
        <source>Link %1 – %2
bandwidth %3
latency %4</source>
        <translation>Lien %1 – %2
débit %3
latence %4</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Supprimer la sélection</translation>
    </message>
    <message numerus="yes">
        <source>Align %n node(s)</source>
        <translation>
            <numerusform>Aligner %n nœud</numerusform>
            <numerusform>Aligner %n nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n node(s)</source>
        <translation>
            <numerusform>Répartir %n nœud</numerusform>
            <numerusform>Répartir %n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
</context>
<context>
    <name>partita::views::PlayerPane</name>
    <message>
        <source>Click an operation to show the layout after it</source>
        <translation>Cliquez sur une opération pour afficher la répartition qui en résulte</translation>
    </message>
    <message>
        <source>No layout yet</source>
        <translation>Pas encore de répartition</translation>
    </message>
    <message>
        <source>Already balanced for these speeds: nothing to move, total cost 0.</source>
        <translation>Déjà équilibrée pour ces vitesses : rien à déplacer, coût total 0.</translation>
    </message>
    <message>
        <source>Initial layout — %1 to play, total cost %2.</source>
        <translation>Répartition initiale — %1 à jouer, coût total %2.</translation>
    </message>
    <message>
        <source>1 operation</source>
        <translation>1 opération</translation>
    </message>
    <message>
        <source>%1 operations</source>
        <translation>%1 opérations</translation>
    </message>
    <message>
        <source>Operation %1 / %2 — %3, cost %4, total %5 of %6</source>
        <translation>Opération %1 / %2 — %3, coût %4, total %5 sur %6</translation>
    </message>
    <message>
        <source> — target reached.</source>
        <translation> — cible atteinte.</translation>
    </message>
</context>
<context>
    <name>partita::views::ProblemBar</name>
    <message>
        <source>Matrix order n (elements)</source>
        <translation>Ordre des matrices n (éléments)</translation>
    </message>
    <message>
        <source>l</source>
        <translation>l</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Generalized block of hetero-block-cyclic, in blocks (paper 003)</source>
        <translation>Bloc généralisé de hetero-block-cyclic, en blocs (article 003)</translation>
    </message>
    <message>
        <source>star (one port)</source>
        <translation>étoile (un port)</translation>
    </message>
    <message>
        <source>fully connected</source>
        <translation>complètement connecté</translation>
    </message>
    <message>
        <source>Network model of the predicted makespan</source>
        <translation>Modèle de réseau de la durée prévue</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>idéal</translation>
    </message>
    <message>
        <source>CM02</source>
        <translation>CM02</translation>
    </message>
    <message>
        <source>LV08</source>
        <translation>LV08</translation>
    </message>
    <message>
        <source>How simulated transfers share links: ideal (max-min fair shares), CM02 (SimGrid&apos;s CM02: shares weighted by route latency) or LV08 (SimGrid&apos;s default: CM02 with its latency and bandwidth factors). The planners that simulate to choose use it too; CM02 and LV08 need a platform in physical units</source>
        <translation>Partage des liens entre transferts simulés : idéal (parts équitables max-min), CM02 (le CM02 de SimGrid : parts pondérées par la latence de la route) ou LV08 (le modèle par défaut de SimGrid : CM02 avec ses facteurs de latence et de bande passante). Les planificateurs qui simulent pour choisir s&apos;en servent aussi ; CM02 et LV08 demandent une plateforme en unités physiques</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Communication mode of lbp-star (paper 004 §4): the master sends to one worker at a time (S…) or to all at once (P…); a worker computes after its transfer (…CC) or starts with it (…SS, optimistic)</source>
        <translation>Mode de communication de lbp-star (article 004 §4) : le maître envoie à un travailleur à la fois (S…) ou à tous en même temps (P…) ; un travailleur calcule après son transfert (…CC) ou commence avec lui (…SS, optimiste)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>débit</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <source>Order in which lbp-star serves the workers: as in the file, widest link first, or fastest processor first</source>
        <translation>Ordre dans lequel lbp-star sert les travailleurs : celui du fichier, le lien le plus large d’abord, ou le processeur le plus rapide d’abord</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heuristique</translation>
    </message>
    <message>
        <source>lbp-mesh: the MFT-LBP heuristic instead of PMFT-LBP (paper 004 §5)</source>
        <translation>lbp-mesh : l’heuristique MFT-LBP au lieu de PMFT-LBP (article 004 §5)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>SharedRing: data each processor sends to each neighbour per step (blocks, or GB) (paper 001)</source>
        <translation>SharedRing : données que chaque processeur envoie à chaque voisin par étape (blocs, ou Go) (article 001)</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>SharedRing: work of one step (block updates, or Gflop) (paper 001)</source>
        <translation>SharedRing : travail d’une étape (mises à jour de blocs, ou Gflop) (article 001)</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>A square product, m = k = n: one field n. Untick for C (m×n) = A (m×k) · B (k×n)</source>
        <translation>Un produit carré, m = k = n : un seul champ n. Décocher pour C (m×n) = A (m×k) · B (k×n)</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Rows of C and of A, m (elements)</source>
        <translation>Lignes de C et de A, m (éléments)</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Inner dimension k (elements): columns of A, rows of B</source>
        <translation>Dimension intérieure k (éléments) : colonnes de A, lignes de B</translation>
    </message>
    <message>
        <source>Block size q (elements); C&apos;s grid has ⌈m/q⌉ × ⌈n/q⌉ blocks</source>
        <translation>Taille des blocs q (éléments) ; la grille de C a ⌈m/q⌉ × ⌈n/q⌉ blocs</translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation>Partage</translation>
    </message>
    <message>
        <source>Refine</source>
        <translation>Raffinement</translation>
    </message>
    <message>
        <source>max-min</source>
        <translation>max-min</translation>
    </message>
    <message>
        <source>program</source>
        <translation>programme</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>SharedRing: what is recomputed after each insertion (paper 001 §4.3): max-min fair bandwidth shares, the shares and workloads of the quadratic program of §2.4, or nothing (the greedy shares of §4.2)</source>
        <translation>SharedRing : ce qui est recalculé après chaque insertion (article 001 §4.3) : des parts de bande passante équitables max-min, les parts et charges du programme quadratique du §2.4, ou rien (les parts gloutonnes du §4.2)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la meilleure</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>article</translation>
    </message>
    <message>
        <source>streamed</source>
        <translation>en flux</translation>
    </message>
    <message>
        <source>lu-hetero: the order of a step. Paper: the pivot worker factors the pivot and solves both panels, then the core is updated (paper 002 §7.2). Streamed: the other workers update the core rows whose panel blocks are back meanwhile. Best: the faster of both</source>
        <translation>lu-hetero : l’ordre d’une étape. Article : le travailleur du pivot factorise le pivot et résout les deux panneaux, puis le cœur est mis à jour (article 002 §7.2). En flux : les autres travailleurs mettent à jour pendant ce temps les lignes du cœur dont les blocs de panneau sont revenus. La meilleure : la plus rapide des deux</translation>
    </message>
</context>
<context>
    <name>partita::views::PropertyPanel</name>
    <message>
        <source>Master computes</source>
        <translation>Le maître calcule</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>la vitesse</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>host</source>
        <translation>la machine</translation>
    </message>
    <message>
        <source>name</source>
        <translation>le nom</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Routeur</translation>
    </message>
    <message>
        <source>A router forwards messages and does not compute.</source>
        <translation>Un routeur transmet les messages et ne calcule pas.</translation>
    </message>
    <message>
        <source>Both directions</source>
        <translation>Dans les deux sens</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>partagé</translation>
    </message>
    <message>
        <source>backbone</source>
        <translation>dorsale</translation>
    </message>
    <message>
        <source>split-duplex</source>
        <translation>bidirectionnel simultané</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Sharing</source>
        <translation>Partage</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>le débit</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>la latence</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>le sens</translation>
    </message>
    <message>
        <source>sharing</source>
        <translation>le partage</translation>
    </message>
    <message>
        <source> blocks/unit</source>
        <translation> blocs/unité</translation>
    </message>
    <message>
        <source> Gflop/s</source>
        <translation> Gflop/s</translation>
    </message>
    <message>
        <source> blocks</source>
        <translation> blocs</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> Go/s</translation>
    </message>
    <message>
        <source> units</source>
        <translation> unités</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1 processors, %2 routers, %3 links. Select a node or a link to edit it.</source>
        <translation>%1 processeurs, %2 routeurs, %3 liens. Sélectionnez un nœud ou un lien pour le modifier.</translation>
    </message>
</context>
<context>
    <name>partita::views::RedistributionPlayer</name>
    <message>
        <source>Problem bar&apos;s plan</source>
        <translation>Plan de la barre du problème</translation>
    </message>
    <message>
        <source>Play from the columns (COL-PERI-SUM) plan of the problem bar&apos;s platform and problem</source>
        <translation>Partir du plan par colonnes (COL-PERI-SUM) de la plate-forme et du problème de la barre du problème</translation>
    </message>
    <message>
        <source>Open layout…</source>
        <translation>Ouvrir une répartition…</translation>
    </message>
    <message>
        <source>Open a partita-layout/1 file (written by partita plan --layout-out)</source>
        <translation>Ouvrir un fichier partita-layout/1 (écrit par partita plan --layout-out)</translation>
    </message>
    <message>
        <source>§4.6 example</source>
        <translation>Exemple du §4.6</translation>
    </message>
    <message>
        <source>Paper 000 §4.6, Fig. 9: greedy is not optimal when a row migration only costs where the row changes owner</source>
        <translation>Article 000 §4.6, fig. 9 : l’algorithme glouton n’est pas optimal quand une migration de ligne ne coûte que là où la ligne change de propriétaire</translation>
    </message>
    <message>
        <source>To the initial layout</source>
        <translation>Aller à la répartition initiale</translation>
    </message>
    <message>
        <source>Step back: the layout before the current operation</source>
        <translation>Reculer d’une étape : la répartition avant l’opération courante</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Lecture / pause</translation>
    </message>
    <message>
        <source>Step: play the next operation</source>
        <translation>Avancer d’une étape : jouer l’opération suivante</translation>
    </message>
    <message>
        <source>To the balanced layout</source>
        <translation>Aller à la répartition équilibrée</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Open a layout</source>
        <translation>Ouvrir une répartition</translation>
    </message>
    <message>
        <source>Layouts (*.layout *.json);;All files (*)</source>
        <translation>Répartitions (*.layout *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Computing…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Calcul…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No layout: set a platform in the problem bar, open a layout or load the §4.6 example.</source>
        <translation>Aucune répartition : définissez une plate-forme dans la barre du problème, ouvrez une répartition ou chargez l’exemple du §4.6.</translation>
    </message>
    <message>
        <source>No layout yet</source>
        <translation>Pas encore de répartition</translation>
    </message>
    <message>
        <source>Planning the layout…</source>
        <translation>Planification de la répartition…</translation>
    </message>
    <message>
        <source>The problem bar has no platform yet.</source>
        <translation>La barre du problème n’a pas encore de plate-forme.</translation>
    </message>
    <message>
        <source>No column-based layout for the problem bar&apos;s input: %1</source>
        <translation>Aucune répartition par colonnes pour l’entrée de la barre du problème : %1</translation>
    </message>
    <message>
        <source>No layout</source>
        <translation>Aucune répartition</translation>
    </message>
    <message>
        <source>Cannot open the layout: %1</source>
        <translation>Impossible d’ouvrir la répartition : %1</translation>
    </message>
    <message>
        <source>Cannot play this layout: %1</source>
        <translation>Impossible de jouer cette répartition : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 × %2 blocks, %3 processor columns, %4 processors</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 × %2 blocs, %3 colonnes de processeurs, %4 processeurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 × %3 blocks (rows × columns), %4 processor columns, %5 processors</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 × %3 blocs (lignes × colonnes), %4 colonnes de processeurs, %5 processeurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;No redistribution&lt;/b&gt; for these speeds.</source>
        <translation>&lt;b&gt;Aucune redistribution&lt;/b&gt; pour ces vitesses.</translation>
    </message>
    <message>
        <source>Greedy balancing (§4.5) — total cost %1</source>
        <translation>Équilibrage glouton (§4.5) — coût total %1</translation>
    </message>
    <message>
        <source>Exact search (§4.6) — total cost %1</source>
        <translation>Recherche exacte (§4.6) — coût total %1</translation>
    </message>
    <message>
        <source>1 operation</source>
        <translation>1 opération</translation>
    </message>
    <message>
        <source>%1 operations</source>
        <translation>%1 opérations</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy balancing&lt;/b&gt; (paper 000 §4.5, Algorithm 1): %1, total cost &lt;b&gt;%2&lt;/b&gt; elementary communications; optimal under the constant cost model (Theorem 4).</source>
        <translation>&lt;b&gt;Équilibrage glouton&lt;/b&gt; (article 000 §4.5, algorithme 1) : %1, coût total &lt;b&gt;%2&lt;/b&gt; communications élémentaires ; optimal pour le modèle de coût constant (théorème 4).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy&lt;/b&gt;: %1, total cost &lt;b&gt;%2&lt;/b&gt;. The exact search &lt;b&gt;gave up after %3 layouts&lt;/b&gt;: raise its budget to know whether greedy is optimal here.</source>
        <translation>&lt;b&gt;Glouton&lt;/b&gt; : %1, coût total &lt;b&gt;%2&lt;/b&gt;. La recherche exacte &lt;b&gt;a abandonné après %3 répartitions&lt;/b&gt; : augmentez son budget pour savoir si le glouton est optimal ici.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy is not optimal here&lt;/b&gt; (paper 000 §4.6): greedy costs &lt;b&gt;%1&lt;/b&gt;, the exact search finds &lt;b&gt;%2&lt;/b&gt; (%3 layouts searched). Both play side by side.</source>
        <translation>&lt;b&gt;Le glouton n’est pas optimal ici&lt;/b&gt; (article 000 §4.6) : le glouton coûte &lt;b&gt;%1&lt;/b&gt;, la recherche exacte trouve &lt;b&gt;%2&lt;/b&gt; (%3 répartitions explorées). Les deux sont joués côte à côte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy is optimal here&lt;/b&gt;: %1, total cost &lt;b&gt;%2&lt;/b&gt;; the exact search (%3 layouts) finds nothing cheaper.</source>
        <translation>&lt;b&gt;Le glouton est optimal ici&lt;/b&gt; : %1, coût total &lt;b&gt;%2&lt;/b&gt; ; la recherche exacte (%3 répartitions) ne trouve rien de moins coûteux.</translation>
    </message>
    <message>
        <source> Without row migrations: %1.</source>
        <translation> Sans migration de ligne : %1.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Nothing to play</source>
        <translation>Rien à jouer</translation>
    </message>
    <message>
        <source>Operation %1 of %2 playing</source>
        <translation>Opération %1 sur %2 en cours</translation>
    </message>
    <message>
        <source>Initial layout, %1 to play</source>
        <translation>Répartition initiale, %1 à jouer</translation>
    </message>
    <message>
        <source>After operation %1 of %2</source>
        <translation>Après l’opération %1 sur %2</translation>
    </message>
</context>
<context>
    <name>partita::views::RedistributionRunner</name>
    <message>
        <source>the platform</source>
        <translation>la plate-forme</translation>
    </message>
    <message>
        <source>COL-PERI-SUM plan of %1 (n = %2, q = %3)</source>
        <translation>Plan COL-PERI-SUM de %1 (n = %2, q = %3)</translation>
    </message>
    <message>
        <source>COL-PERI-SUM plan of %1 (m = %2, k = %3, n = %4, q = %5)</source>
        <translation>Plan COL-PERI-SUM de %1 (m = %2, k = %3, n = %4, q = %5)</translation>
    </message>
</context>
<context>
    <name>partita::views::RingCanvas</name>
    <message>
        <source>No platform yet</source>
        <translation>Pas encore de plate-forme</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Rien à afficher</translation>
    </message>
    <message>
        <source>speed %1</source>
        <translation>vitesse %1</translation>
    </message>
    <message>
        <source>ring of %1
T_step = %2 %3</source>
        <translation>anneau de %1
T_step = %2 %3</translation>
    </message>
    <message>
        <source>Not in the ring yet (candidates of the next insertions):</source>
        <translation>Pas encore dans l’anneau (candidats aux prochaines insertions) :</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>partita::views::RingPage</name>
    <message>
        <source>SharedRing (paper 001 §4.1): start from the fastest processor, then the best pair; at each step insert the processor, at the place in the ring, that gives the smallest T_step. The best size is kept, since T_step need not fall as the ring grows.</source>
        <translation>SharedRing (article 001 §4.1) : partir du processeur le plus rapide, puis de la meilleure paire ; à chaque étape, insérer le processeur, à la position dans l’anneau, qui donne le plus petit T_step. La meilleure taille est conservée, car T_step ne diminue pas forcément quand l’anneau grandit.</translation>
    </message>
    <message>
        <source>Size %1 of %2</source>
        <translation>Taille %1 sur %2</translation>
    </message>
    <message>
        <source>Set a platform to grow its ring.</source>
        <translation>Définissez une plate-forme pour construire son anneau.</translation>
    </message>
    <message>
        <source>Growing the ring…</source>
        <translation>Construction de l’anneau…</translation>
    </message>
    <message>
        <source>The SharedRing heuristic does not apply here: %1</source>
        <translation>L’heuristique SharedRing ne s’applique pas ici : %1</translation>
    </message>
    <message>
        <source>The ring needs computing processors of positive speed, connected by links.</source>
        <translation>L’anneau requiert des processeurs de calcul de vitesse positive, reliés par des liens.</translation>
    </message>
    <message>
        <source>H = %1, W = %2. The heuristic keeps the ring of size %3, T_step = %4 %5.</source>
        <translation>H = %1, W = %2. L’heuristique retient l’anneau de taille %3, T_step = %4 %5.</translation>
    </message>
    <message>
        <source>The growth stopped at %1 of %2 processors: no other one could be reached with bandwidth left.</source>
        <translation>La croissance s’est arrêtée à %1 processeurs sur %2 : aucun autre n’était joignable avec le débit restant.</translation>
    </message>
    <message>
        <source>Disc area grows with speed (%1).</source>
        <translation>L’aire des disques croît avec la vitesse (%1).</translation>
    </message>
    <message>
        <source>Ring order: %1</source>
        <translation>Ordre de l’anneau : %1</translation>
    </message>
    <message>
        <source>Paper&apos;s example</source>
        <translation>Exemple de l’article</translation>
    </message>
    <message>
        <source>Open the toy cluster of paper 001 §2.4 with H = W = 1</source>
        <translation>Ouvrir la grappe jouet de l’article 001 §2.4 avec H = W = 1</translation>
    </message>
</context>
<context>
    <name>partita::views::RunJob</name>
    <message>
        <source>Cancelled: the job was ended.</source>
        <translation>Annulé : la tâche a été arrêtée.</translation>
    </message>
    <message>
        <source>partita ended abnormally</source>
        <translation>partita s’est terminé anormalement</translation>
    </message>
    <message>
        <source>partita exited with status %1</source>
        <translation>partita s’est terminé avec le code %1</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>Impossible de lancer %1 : %2</translation>
    </message>
</context>
<context>
    <name>partita::views::RunOptionsForm</name>
    <message>
        <source>Time unit</source>
        <translation>Unité de temps</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>Fichier d’hôtes</translation>
    </message>
    <message>
        <source>Submit with sbatch</source>
        <translation>Soumettre avec sbatch</translation>
    </message>
    <message>
        <source>Speed change</source>
        <translation>Changement de vitesse</translation>
    </message>
    <message>
        <source>Predistributed</source>
        <translation>Prédistribué</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Itérations</translation>
    </message>
    <message>
        <source>This machine, emulating the platform</source>
        <translation>Cette machine, en émulant la plate-forme</translation>
    </message>
    <message>
        <source>This machine, real speed</source>
        <translation>Cette machine, vitesse réelle</translation>
    </message>
    <message>
        <source>Machines of a hostfile</source>
        <translation>Machines d’un fichier d’hôtes</translation>
    </message>
    <message>
        <source>Slurm job</source>
        <translation>Tâche Slurm</translation>
    </message>
    <message>
        <source>Emulating: each kernel and message waits until its modelled time, so this machine behaves like the platform (--emulate). Real: the ranks run as fast as this machine goes. Hostfile: Open MPI starts each rank on the host its processor names. Slurm: an sbatch script (srun, one task per rank).</source>
        <translation>Émulation : chaque noyau et chaque message attend jusqu’à son temps modélisé, de sorte que cette machine se comporte comme la plate-forme (--emulate). Réel : les rangs s’exécutent aussi vite que le permet cette machine. Fichier d’hôtes : Open MPI lance chaque rang sur la machine que désigne son processeur. Slurm : un script sbatch (srun, une tâche par rang).</translation>
    </message>
    <message>
        <source>Seed of the random matrices A and B (--seed)</source>
        <translation>Graine des matrices aléatoires A et B (--seed)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Open MPI hostfile</source>
        <translation>Fichier d’hôtes Open MPI</translation>
    </message>
    <message>
        <source>One host per line (&quot;host slots=N&quot;); each rank starts on the host its processor names in the platform (--hostfile)</source>
        <translation>Une machine par ligne (&quot;host slots=N&quot;) ; chaque rang démarre sur la machine que désigne son processeur dans la plate-forme (--hostfile)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Hand the script to sbatch (--submit); otherwise it is only shown</source>
        <translation>Transmettre le script à sbatch (--submit) ; sinon il est seulement affiché</translation>
    </message>
    <message>
        <source>e.g. 1@0.5:x0.5</source>
        <translation>ex. 1@0.5:x0.5</translation>
    </message>
    <message>
        <source>RANK@FRACTION:xFACTOR[,...]: from that fraction of the steps on, the rank computes FACTOR times as fast; the run then measures the speeds, redistributes C with the greedy algorithm (paper 000 §4) and finishes on the new layout. Columns and even-columns, emulated.</source>
        <translation>RANK@FRACTION:xFACTOR[,...] : à partir de cette fraction des étapes, le rang calcule FACTOR fois plus vite ; l’exécution mesure alors les vitesses, redistribue C avec l’algorithme glouton (article 000 §4) et se termine sur la nouvelle répartition. Stratégies columns et even-columns, en émulation.</translation>
    </message>
    <message>
        <source>2D partitions: every rank gets the rows of A and columns of B it needs before the steps (timed apart), so the steps only compute (--predistributed)</source>
        <translation>Partitionnements 2D : chaque rang reçoit les lignes de A et les colonnes de B dont il a besoin avant les étapes (chronométré à part), si bien que les étapes ne font que calculer (--predistributed)</translation>
    </message>
    <message>
        <source>Ring: iterations of the Jacobi relaxation of the n × n grid (--iterations)</source>
        <translation>Anneau : itérations de la relaxation de Jacobi sur la grille n × n (--iterations)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>sbatch is not installed here: the script is only shown</source>
        <translation>sbatch n’est pas installé ici : le script est seulement affiché</translation>
    </message>
    <message>
        <source>CPU share</source>
        <translation>Part de CPU</translation>
    </message>
    <message>
        <source>e.g. 1:0.4</source>
        <translation>p. ex. 1:0.4</translation>
    </message>
    <message>
        <source>RANK:FRACTION[,...]: the rank runs in a cpu cgroup limited to FRACTION of one core, so it is really that much slower (--throttle; needs root and writable cgroups). Each rank once, 0 &lt; FRACTION ≤ 1.</source>
        <translation>RANG:FRACTION[,...] : le rang s’exécute dans un cgroup cpu limité à FRACTION d’un cœur, il est donc réellement plus lent d’autant (--throttle ; exige root et des cgroups modifiables). Chaque rang une fois, 0 &lt; FRACTION ≤ 1.</translation>
    </message>
    <message>
        <source>Emulating holds every kernel to the platform&apos;s time: a throttled rank would only overrun. Choose &quot;This machine, real speed&quot;.</source>
        <translation>L’émulation tient chaque noyau au temps de la plateforme : un rang bridé ne ferait que dépasser. Choisissez « Cette machine, vitesse réelle ».</translation>
    </message>
    <message>
        <source>The cpu cgroups are this machine&apos;s: a throttle applies to runs on this machine at real speed only.</source>
        <translation>Les cgroups cpu sont ceux de cette machine : le bridage ne s’applique qu’aux exécutions sur cette machine à vitesse réelle.</translation>
    </message>
    <message>
        <source>Leave C distributed</source>
        <translation>Laisser C distribuée</translation>
    </message>
    <message>
        <source>Unchecked, C is assembled at rank 0 as part of the run and of its prediction (the pieces sent back, or the partial layers summed along a tree). Checked, C stays where it was computed, as the papers leave it (--result distributed).</source>
        <translation>Décoché, C est assemblée au rang 0 dans l’exécution et dans sa prédiction (les morceaux renvoyés, ou les couches partielles sommées le long d’un arbre). Coché, C reste là où elle a été calculée, comme les articles la laissent (--result distributed).</translation>
    </message>
    <message>
        <source>Time scale</source>
        <translation>Échelle de temps</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Seconds one modelled second lasts when the platform is emulated (--time-scale). Automatic: long enough for this machine to keep up with the platform, from the ranks, the cores and the prediction</source>
        <translation>Secondes que dure une seconde modélisée quand la plate-forme est émulée (--time-scale). Automatique : assez long pour que cette machine suive la plate-forme, d’après les rangs, les cœurs et la prédiction</translation>
    </message>
    <message>
        <source>automatic (%1)</source>
        <translation>automatique (%1)</translation>
    </message>
    <message>
        <source>Seconds one time unit of a &quot;blocks&quot; platform lasts when emulated (--time-unit). Automatic: long enough for this machine to keep up with the platform, from the ranks, the cores and the prediction</source>
        <translation>Secondes que dure une unité de temps d’une plate-forme « blocks » émulée (--time-unit). Automatique : assez long pour que cette machine suive la plate-forme, d’après les rangs, les cœurs et la prédiction</translation>
    </message>
</context>
<context>
    <name>partita::views::RunPanel</name>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>partita run needs one rank per computing processor, plus rank 0 for a master that does not compute (--np)</source>
        <translation>partita run requiert un rang par processeur de calcul, plus le rang 0 pour un maître qui ne calcule pas (--np)</translation>
    </message>
    <message>
        <source>Run the strategy with partita run</source>
        <translation>Exécuter la stratégie avec partita run</translation>
    </message>
    <message>
        <source>End the run: partita, mpirun and every rank</source>
        <translation>Arrêter l’exécution : partita, mpirun et tous les rangs</translation>
    </message>
    <message>
        <source>Elapsed 000.0 s</source>
        <translation>Écoulé : 000.0 s</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>sbatch script</source>
        <translation>Script sbatch</translation>
    </message>
    <message>
        <source>The prediction and the measured run appear here</source>
        <translation>La prédiction et l’exécution mesurée s’affichent ici</translation>
    </message>
    <message>
        <source>The partita program was not found (next to the studio, in the build tree or on the PATH); set PARTITA_CLI to its path.</source>
        <translation>Le programme partita est introuvable (à côté du studio, dans l’arborescence de compilation ou dans le PATH) ; définissez PARTITA_CLI avec son chemin.</translation>
    </message>
    <message>
        <source>%1 has no run command: it was built without MPI and OpenBLAS.</source>
        <translation>%1 n’a pas de commande run : il a été compilé sans MPI ni OpenBLAS.</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>Impossible de lancer %1 : %2</translation>
    </message>
    <message>
        <source>A run is going.</source>
        <translation>Une exécution est en cours.</translation>
    </message>
    <message>
        <source>No platform yet.</source>
        <translation>Pas encore de plate-forme.</translation>
    </message>
    <message>
        <source>Run: no platform yet</source>
        <translation>Exécution : pas encore de plate-forme</translation>
    </message>
    <message>
        <source>the platform</source>
        <translation>la plate-forme</translation>
    </message>
    <message>
        <source>MPI ranks (--np): %1</source>
        <translation>Rangs MPI (--np) : %1</translation>
    </message>
    <message>
        <source>MPI ranks: none (%1)</source>
        <translation>Rangs MPI : aucun (%1)</translation>
    </message>
    <message>
        <source>Ready to run.</source>
        <translation>Prêt à exécuter.</translation>
    </message>
    <message>
        <source>Cannot write the platform for the run: %1</source>
        <translation>Impossible d’écrire la plate-forme pour l’exécution : %1</translation>
    </message>
    <message numerus="yes">
        <source>Running %1 on %n rank(s)…</source>
        <translation>
            <numerusform>Exécution de %1 sur %n rang…</numerusform>
            <numerusform>Exécution de %1 sur %n rangs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: ending partita, mpirun and the ranks…</source>
        <translation>Annulation : arrêt de partita, de mpirun et des rangs…</translation>
    </message>
    <message>
        <source>%1, predicted by the simulator</source>
        <translation>%1, prévu par le simulateur</translation>
    </message>
    <message>
        <source>%1, no prediction</source>
        <translation>%1, sans prédiction</translation>
    </message>
    <message>
        <source>No prediction: %1</source>
        <translation>Aucune prédiction : %1</translation>
    </message>
    <message>
        <source>%1: predicted (top), measured (bottom)</source>
        <translation>%1 : prévu (en haut), mesuré (en bas)</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1, mesuré</translation>
    </message>
    <message>
        <source>Elapsed %1 s</source>
        <translation>Écoulé : %1 s</translation>
    </message>
    <message>
        <source>Finished in %1 s: %2</source>
        <translation>Terminé en %1 s : %2</translation>
    </message>
    <message>
        <source>C verified.</source>
        <translation>C vérifiée.</translation>
    </message>
    <message>
        <source>C is wrong.</source>
        <translation>C est erronée.</translation>
    </message>
    <message>
        <source>Submitted to Slurm: sbatch&apos;s answer is in the log.</source>
        <translation>Soumis à Slurm : la réponse de sbatch figure dans le journal.</translation>
    </message>
    <message>
        <source>The sbatch script is in the &quot;sbatch script&quot; tab; tick Submit to hand it to sbatch.</source>
        <translation>Le script sbatch se trouve dans l’onglet « Script sbatch » ; cochez Soumettre pour le transmettre à sbatch.</translation>
    </message>
    <message>
        <source>Finished in %1 s, without a summary.</source>
        <translation>Terminé en %1 s, sans résumé.</translation>
    </message>
    <message>
        <source>Update platform from this run</source>
        <translation>Mettre à jour la plateforme d’après cette exécution</translation>
    </message>
    <message>
        <source>Give the platform the speeds and bandwidths this run measured, so that the next prediction of the run matches it (partita calibrate --from-run); one undoable edit</source>
        <translation>Donner à la plateforme les vitesses et débits mesurés par cette exécution, pour que la prochaine prédiction de l’exécution lui corresponde (partita calibrate --from-run) ; une modification annulable</translation>
    </message>
    <message>
        <source>The platform can learn from a real run on this machine or a hostfile&apos;s: run one first.</source>
        <translation>La plateforme peut apprendre d’une exécution réelle sur cette machine ou celles d’un hostfile : lancez-en une d’abord.</translation>
    </message>
    <message>
        <source>This run was emulated: it measured the platform&apos;s own times, not the machines. Run at real speed to learn from it.</source>
        <translation>Cette exécution était émulée : elle a mesuré les temps de la plateforme elle-même, pas les machines. Lancez à vitesse réelle pour en apprendre.</translation>
    </message>
    <message>
        <source>The platform has this run&apos;s rates.</source>
        <translation>La plateforme a les débits de cette exécution.</translation>
    </message>
    <message>
        <source>the run&apos;s summary</source>
        <translation>le résumé de l’exécution</translation>
    </message>
    <message>
        <source>Cannot update the platform: %1</source>
        <translation>Impossible de mettre à jour la plateforme : %1</translation>
    </message>
    <message>
        <source>The run measured no rate of the platform: nothing changed.</source>
        <translation>L’exécution n’a mesuré aucun débit de la plateforme : rien n’a changé.</translation>
    </message>
    <message>
        <source>Platform updated from the run: %1.</source>
        <translation>Plateforme mise à jour d’après l’exécution : %1.</translation>
    </message>
    <message>
        <source>How long the run should last: the makespan the simulator predicts at the run&apos;s time unit or scale</source>
        <translation>Durée attendue de l’exécution : le makespan que prévoit le simulateur à l’unité de temps ou à l’échelle de l’exécution</translation>
    </message>
    <message>
        <source>Predicted duration: %1</source>
        <translation>Durée prévue : %1</translation>
    </message>
    <message>
        <source>Duration not predicted</source>
        <translation>Durée non prévue</translation>
    </message>
    <message>
        <source>Predicting the duration…</source>
        <translation>Prévision de la durée…</translation>
    </message>
    <message>
        <source>A long run</source>
        <translation>Une longue exécution</translation>
    </message>
    <message>
        <source>Run %1 on %2, %3, q = %4</source>
        <translation>Exécuter %1 sur %2, %3, q = %4</translation>
    </message>
    <message>
        <source>The simulator predicts that this run lasts %1 (%2 on %3, %4, q = %5). Start it?</source>
        <translation>Le simulateur prévoit que cette exécution dure %1 (%2 sur %3, %4, q = %5). La lancer ?</translation>
    </message>
</context>
<context>
    <name>partita::views::RunSummaryView</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Seconds per rank until the makespan; waiting for a message counts as idle</source>
        <translation>Secondes par rang jusqu’à la fin de l’exécution (makespan) ; l’attente d’un message compte comme inactivité</translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation>Pas encore de résultat</translation>
    </message>
    <message>
        <source>✔ Verified: C is the product A·B</source>
        <translation>✔ Vérifié : C est le produit A·B</translation>
    </message>
    <message>
        <source>✘ NOT verified: C is wrong</source>
        <translation>✘ NON vérifié : C est erronée</translation>
    </message>
    <message>
        <source>Largest error</source>
        <translation>Plus grande erreur</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Performance</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <source>Measured makespan</source>
        <translation>Durée totale mesurée</translation>
    </message>
    <message>
        <source>Predicted makespan</source>
        <translation>Durée totale prévue</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Measured / predicted</source>
        <translation>Mesurée / prévue</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Gathering C</source>
        <translation>Rassemblement de C</translation>
    </message>
    <message>
        <source>Summing the layers</source>
        <translation>Sommation des couches</translation>
    </message>
    <message>
        <source>Speeds changed: after step %1, %2 operation(s) of total cost %3 moved %4 block(s) of C in %5.</source>
        <translation>Vitesses modifiées : après l’étape %1, %2 opération(s) de coût total %3 ont déplacé %4 bloc(s) de C en %5.</translation>
    </message>
    <message>
        <source>Time scale</source>
        <translation>Échelle de temps</translation>
    </message>
    <message>
        <source>%1 s per modelled time unit</source>
        <translation>%1 s par unité de temps modélisée</translation>
    </message>
    <message>
        <source>Emulation</source>
        <translation>Émulation</translation>
    </message>
    <message>
        <source>kept up: every kernel and message ended by its predicted time</source>
        <translation>a suivi : chaque noyau et chaque message a fini à son heure prévue</translation>
    </message>
    <message numerus="yes">
        <source>kept up within 5 %; %n activity(ies) ended late and the run caught up</source>
        <translation>
            <numerusform>a suivi à 5 % près ; %n activité a fini en retard et l’exécution a rattrapé</numerusform>
            <numerusform>a suivi à 5 % près ; %n activités ont fini en retard et l’exécution a rattrapé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fell behind by %1 %; %n activity(ies) ended late</source>
        <translation>
            <numerusform>en retard de %1 % ; %n activité a fini en retard</numerusform>
            <numerusform>en retard de %1 % ; %n activités ont fini en retard</numerusform>
        </translation>
    </message>
    <message>
        <source>fell behind by %1 %</source>
        <translation>en retard de %1 %</translation>
    </message>
    <message>
        <source>Latest activity</source>
        <translation>Activité la plus en retard</translation>
    </message>
    <message>
        <source>%1 after its predicted end (%2)</source>
        <translation>%1 après sa fin prévue (%2)</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>%1 ranks on %2 cores: the ranks take turns on the cores, so kernels and messages may last longer than modelled</source>
        <translation>%1 rangs sur %2 cœurs : les rangs se relaient sur les cœurs, les noyaux et les messages peuvent donc durer plus longtemps que modélisé</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <source>compute (s)</source>
        <translation>calcul (s)</translation>
    </message>
    <message>
        <source>communication (s)</source>
        <translation>communication (s)</translation>
    </message>
    <message>
        <source>idle (s)</source>
        <translation>inactif (s)</translation>
    </message>
</context>
<context>
    <name>partita::views::SelectionCanvas</name>
    <message>
        <source>No platform yet</source>
        <translation>Pas encore de plate-forme</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Rien à afficher</translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation> (égalité)</translation>
    </message>
    <message>
        <source>= (total-work + μ²) / time</source>
        <translation>= (total-work + μ²) / temps</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Travailleur</translation>
    </message>
    <message>
        <source>Ratio at step %1 (largest wins)</source>
        <translation>Ratio à l’étape %1 (le plus grand l’emporte)</translation>
    </message>
    <message>
        <source>= μ² / port time</source>
        <translation>= μ² / temps de port</translation>
    </message>
    <message>
        <source>Work so far (block updates)</source>
        <translation>Travail jusqu’ici (mises à jour de blocs)</translation>
    </message>
    <message>
        <source>not a candidate: no memory for μ ≥ 1</source>
        <translation>non candidat : pas de mémoire pour μ ≥ 1</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l’instant</translation>
    </message>
    <message>
        <source>The master&apos;s sends so far: %1 selections (the last %2 shown), one cell per selection</source>
        <translation>Envois du maître jusqu’ici : %1 sélections (les %2 dernières affichées), une case par sélection</translation>
    </message>
    <message>
        <source>The master&apos;s sends so far: %1 selections, one cell per selection</source>
        <translation>Envois du maître jusqu’ici : %1 sélections, une case par sélection</translation>
    </message>
    <message>
        <source>The same selections in time (Figures 7 and 8): sends on the master&apos;s port, then computation</source>
        <translation>Les mêmes sélections dans le temps (figures 7 et 8) : envois sur le port du maître, puis calcul</translation>
    </message>
    <message>
        <source>master&apos;s port</source>
        <translation>port du maître</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
</context>
<context>
    <name>partita::views::SelectionHistoryModel</name>
    <message>
        <source>%1 at step %2: ratio %3 = %4%5</source>
        <translation>%1 à l’étape %2 : ratio %3 = %4%5</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (choisi)</translation>
    </message>
    <message>
        <source>Ratio of %1 at each selection (μ = %2)</source>
        <translation>Ratio de %1 à chaque sélection (μ = %2)</translation>
    </message>
    <message>
        <source>The worker the selection goes to</source>
        <translation>Le travailleur auquel la sélection est attribuée</translation>
    </message>
    <message>
        <source>completion-time after the selection (%1)</source>
        <translation>completion-time après la sélection (%1)</translation>
    </message>
    <message>
        <source>total-work after the selection (block updates)</source>
        <translation>total-work après la sélection (mises à jour de blocs)</translation>
    </message>
    <message>
        <source>total-work / completion-time: the global ratio reached so far</source>
        <translation>total-work / completion-time : le ratio global atteint jusqu’ici</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Work / time</source>
        <translation>Travail / temps</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Écarté : %1</translation>
    </message>
</context>
<context>
    <name>partita::views::SelectionPage</name>
    <message>
        <source>Global selection (§6.2.1, Algorithm 3)</source>
        <translation>Sélection globale (§6.2.1, algorithme 3)</translation>
    </message>
    <message>
        <source>Local selection (§6.2.2)</source>
        <translation>Sélection locale (§6.2.2)</translation>
    </message>
    <message>
        <source>The rule that picks the worker of each send (paper 002 §6.2)</source>
        <translation>La règle qui choisit le travailleur de chaque envoi (article 002 §6.2)</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Règle :</translation>
    </message>
    <message>
        <source>Selection %1 of %2</source>
        <translation>Sélection %1 sur %2</translation>
    </message>
    <message>
        <source>Every selection: the ratio of each worker, the chosen one in its colour. Click a row to go there.</source>
        <translation>Toutes les sélections : le ratio de chaque travailleur, celui qui est choisi dans sa couleur. Cliquez sur une ligne pour y aller.</translation>
    </message>
    <message>
        <source>Computing the selections…</source>
        <translation>Calcul des sélections…</translation>
    </message>
    <message>
        <source>%1 does not apply here: %2</source>
        <translation>%1 ne s’applique pas ici : %2</translation>
    </message>
    <message>
        <source>completion-time %1 → %2 %3   ·   total-work %4 → %5 block updates   ·   total-work / completion-time = %6</source>
        <translation>completion-time %1 → %2 %3   ·   total-work %4 → %5 mises à jour de blocs   ·   total-work / completion-time = %6</translation>
    </message>
    <message>
        <source>Set a platform with a master to step through its selections.</source>
        <translation>Définissez une plate-forme avec un maître pour parcourir ses sélections pas à pas.</translation>
    </message>
    <message>
        <source>Paper 002 §6.2 needs a master that holds the matrices and workers it reaches.</source>
        <translation>L’article 002 §6.2 requiert un maître qui détient les matrices et des travailleurs qu’il peut atteindre.</translation>
    </message>
    <message>
        <source>n = %1, q = %2: %3×%5 blocks of C. μ: %4. One selection sends μ_i blocks of A and μ_i of B to P_i for μ_i² block updates.
</source>
        <translation>n = %1, q = %2 : %3×%5 blocs de C. μ : %4. Une sélection envoie μ_i blocs de A et μ_i de B à P_i pour μ_i² mises à jour de blocs.
</translation>
    </message>
    <message>
        <source>second</source>
        <translation>seconde</translation>
    </message>
    <message>
        <source>time unit</source>
        <translation>unité de temps</translation>
    </message>
    <message>
        <source>Asymptotic ratio %1 block updates per %2 (a pattern of %3 selections)</source>
        <translation>Ratio asymptotique %1 mises à jour de blocs par %2 (un motif de %3 sélections)</translation>
    </message>
    <message>
        <source>Asymptotic ratio %1 block updates per %2</source>
        <translation>Ratio asymptotique %1 mises à jour de blocs par %2</translation>
    </message>
    <message>
        <source>steady-state bound (§6.1) %1</source>
        <translation>borne du régime permanent (§6.1) %1</translation>
    </message>
    <message>
        <source>steady-state bound (§6.1) %1, beyond the workers&apos; memory</source>
        <translation>borne du régime permanent (§6.1) %1, au-delà de la mémoire des travailleurs</translation>
    </message>
    <message>
        <source>the first %1 selections shown</source>
        <translation>les %1 premières sélections affichées</translation>
    </message>
    <message>
        <source>Paper&apos;s example</source>
        <translation>Exemple de l’article</translation>
    </message>
    <message>
        <source>Open the platform of paper 002&apos;s Table 2 with the paper&apos;s n and q</source>
        <translation>Ouvrir la plate-forme du tableau 2 de l’article 002 avec les n et q de l’article</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Écarté : %1</translation>
    </message>
    <message>
        <source>%1 of %2 workers are never chosen: %3. Hover a worker&apos;s column for why.</source>
        <translation>%1 travailleurs sur %2 ne sont jamais choisis : %3. Survolez la colonne d’un travailleur pour savoir pourquoi.</translation>
    </message>
</context>
<context>
    <name>partita::views::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Dark palette</source>
        <translation>Palette sombre</translation>
    </message>
    <message>
        <source>A new language applies at the next start.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
</context>
<context>
    <name>partita::views::SpeedTableModel</name>
    <message>
        <source>Double-click to change the speed of %1 (a number &gt; 0)</source>
        <translation>Double-cliquez pour modifier la vitesse de %1 (un nombre &gt; 0)</translation>
    </message>
    <message>
        <source>δ = %1 blocks (target area − area, paper 000 §4.1)</source>
        <translation>δ = %1 blocs (aire cible − aire, article 000 §4.1)</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Old speed</source>
        <translation>Ancienne vitesse</translation>
    </message>
    <message>
        <source>New speed</source>
        <translation>Nouvelle vitesse</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Aire</translation>
    </message>
    <message>
        <source>Target area</source>
        <translation>Aire cible</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>processeur</translation>
    </message>
    <message>
        <source>old speed</source>
        <translation>ancienne vitesse</translation>
    </message>
    <message>
        <source>new speed</source>
        <translation>nouvelle vitesse</translation>
    </message>
    <message>
        <source>area (blocks)</source>
        <translation>aire (blocs)</translation>
    </message>
    <message>
        <source>target area (blocks)</source>
        <translation>aire visée (blocs)</translation>
    </message>
</context>
<context>
    <name>partita::views::SpeedsPanel</name>
    <message>
        <source>Exact search</source>
        <translation>Recherche exacte</translation>
    </message>
    <message>
        <source>Constant (§4.3): a row migration costs n</source>
        <translation>Constant (§4.3) : une migration de ligne coûte n</translation>
    </message>
    <message>
        <source>Actual (§4.6): only where the row changes owner</source>
        <translation>Réel (§4.6) : seulement là où la ligne change de propriétaire</translation>
    </message>
    <message>
        <source>How a row migration is priced. Under the constant model the greedy algorithm is optimal (paper 000 Theorem 4); under the actual model it is not (§4.6, Fig. 9).</source>
        <translation>Comment le coût d’une migration de ligne est compté. Avec le modèle constant, l’algorithme glouton est optimal (article 000, théorème 4) ; avec le modèle réel, il ne l’est pas (§4.6, fig. 9).</translation>
    </message>
    <message>
        <source>Also search the cheapest sequence of row migrations then slidings (always on under the actual cost model)</source>
        <translation>Chercher aussi la séquence la moins coûteuse de migrations de ligne puis de glissements locaux (toujours active avec le modèle de coût réel)</translation>
    </message>
    <message>
        <source> layouts</source>
        <translation> répartitions</translation>
    </message>
    <message>
        <source>The exact search gives up after keeping this many layouts</source>
        <translation>La recherche exacte abandonne après avoir conservé ce nombre de répartitions</translation>
    </message>
    <message>
        <source>One processor twice as slow</source>
        <translation>Un processeur deux fois plus lent</translation>
    </message>
    <message>
        <source>One processor twice as fast</source>
        <translation>Un processeur deux fois plus rapide</translation>
    </message>
    <message>
        <source>Random ±30 %</source>
        <translation>Aléatoire ±30 %</translation>
    </message>
    <message>
        <source>All equal (homogeneous)</source>
        <translation>Toutes égales (homogène)</translation>
    </message>
    <message>
        <source>No change (new = old)</source>
        <translation>Aucun changement (nouvelle = ancienne)</translation>
    </message>
    <message>
        <source>&quot;One processor&quot; is the row selected in the table (the first when none is)</source>
        <translation>« Un processeur » désigne la ligne sélectionnée dans le tableau (la première si aucune ne l’est)</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>graine </translation>
    </message>
    <message>
        <source>Random ±30 %: the same seed gives the same speeds</source>
        <translation>Aléatoire ±30 % : la même graine donne les mêmes vitesses</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Replace the new speeds with the preset applied to the old ones</source>
        <translation>Remplacer les nouvelles vitesses par le préréglage appliqué aux anciennes</translation>
    </message>
    <message>
        <source>Cost model</source>
        <translation>Modèle de coût</translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation>Optimum</translation>
    </message>
    <message>
        <source>New speeds</source>
        <translation>Nouvelles vitesses</translation>
    </message>
    <message>
        <source>Speeds in layout order: column by column, top to bottom (the order of &lt;tt&gt;partita redistribute --speeds&lt;/tt&gt;). Double-click a new speed to edit it.</source>
        <translation>Vitesses dans l’ordre de la répartition : colonne par colonne, de haut en bas (l’ordre de &lt;tt&gt;partita redistribute --speeds&lt;/tt&gt;). Double-cliquez sur une nouvelle vitesse pour la modifier.</translation>
    </message>
</context>
<context>
    <name>partita::views::StepControls</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>To the first step</source>
        <translation>Aller à la première étape</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Reculer d’une étape</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Lecture / pause</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Avancer d’une étape</translation>
    </message>
    <message>
        <source>To the last step</source>
        <translation>Aller à la dernière étape</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 étapes/s</translation>
    </message>
    <message>
        <source>Speed of play</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>Go to any step</source>
        <translation>Aller à n’importe quelle étape</translation>
    </message>
    <message>
        <source>Nothing to step through</source>
        <translation>Rien à parcourir</translation>
    </message>
</context>
<context>
    <name>partita::views::SweepPane</name>
    <message>
        <source>order (m = k = n)</source>
        <translation>ordre (m = k = n)</translation>
    </message>
    <message>
        <source>m (rows of C and A)</source>
        <translation>m (lignes de C et de A)</translation>
    </message>
    <message>
        <source>k (inner dimension)</source>
        <translation>k (dimension intérieure)</translation>
    </message>
    <message>
        <source>n (columns of C and B)</source>
        <translation>n (colonnes de C et de B)</translation>
    </message>
    <message>
        <source>q (block size)</source>
        <translation>q (taille de bloc)</translation>
    </message>
    <message>
        <source>speed heterogeneity h</source>
        <translation>hétérogénéité des vitesses h</translation>
    </message>
    <message>
        <source>communication ratio (H/W)</source>
        <translation>rapport communication/calcul (H/W)</translation>
    </message>
    <message>
        <source>worker memory</source>
        <translation>mémoire des esclaves</translation>
    </message>
    <message>
        <source>Speed heterogeneity h: each speed s_i becomes S·s_i^h / Σ s_j^h (S, the total speed, stays): h = 0 equal speeds, h = 1 the platform as drawn, h &gt; 1 further apart.
Communication ratio x: every link&apos;s bandwidth divided by x (x = 1 as drawn).
Worker memory: every processor but the master gets it (master-worker strategies).</source>
        <translation>Hétérogénéité h : chaque vitesse s_i devient S·s_i^h / Σ s_j^h (S, la vitesse totale, reste) : h = 0 vitesses égales, h = 1 la plateforme telle que dessinée, h &gt; 1 plus écartées.
Rapport de communication x : le débit de chaque lien divisé par x (x = 1 tel que dessiné).
Mémoire des esclaves : chaque processeur sauf le maître la reçoit (stratégies maître-esclave).</translation>
    </message>
    <message>
        <source>logarithmic</source>
        <translation>logarithmique</translation>
    </message>
    <message>
        <source>The strategies drawn</source>
        <translation>Les stratégies tracées</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>Evaluate the strategies at every point of the range</source>
        <translation>Évaluer les stratégies en chaque point de l’intervalle</translation>
    </message>
    <message>
        <source>Sweeping: %p %</source>
        <translation>Balayage : %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>waiting for a platform</source>
        <translation>en attente d’une plateforme</translation>
    </message>
    <message>
        <source>Strategies (%1)</source>
        <translation>Stratégies (%1)</translation>
    </message>
    <message>
        <source>Sweeping…</source>
        <translation>Balayage…</translation>
    </message>
    <message>
        <source>%1 strategies over %2</source>
        <translation>%1 stratégies en fonction de %2</translation>
    </message>
    <message>
        <source>Sweep cancelled</source>
        <translation>Balayage annulé</translation>
    </message>
    <message>
        <source>Sweep again to start it over.</source>
        <translation>Balayer à nouveau pour le recommencer.</translation>
    </message>
    <message>
        <source>Left out of the sweep, they take square products only: %1</source>
        <translation>Hors du balayage, produits carrés seulement : %1</translation>
    </message>
    <message>
        <source>%1 at %2 = %3 (%4)</source>
        <translation>%1 à %2 = %3 (%4)</translation>
    </message>
    <message>
        <source>Not applicable at some points: %1</source>
        <translation>Non applicable en certains points : %1</translation>
    </message>
    <message>
        <source>Speeds at h: s_i ↦ S·s_i^h / Σ_j s_j^h, the total speed S kept (h = 0 equal, h = 1 as drawn).</source>
        <translation>Vitesses à h : s_i ↦ S·s_i^h / Σ_j s_j^h, la vitesse totale S conservée (h = 0 égales, h = 1 telles que dessinées).</translation>
    </message>
    <message>
        <source>At ratio x every link&apos;s bandwidth is divided by x (x = 1 as drawn, latencies kept).</source>
        <translation>Au rapport x, le débit de chaque lien est divisé par x (x = 1 tel que dessiné, latences conservées).</translation>
    </message>
    <message>
        <source>Every processor but the master gets this memory; only the master-worker strategies use it.</source>
        <translation>Chaque processeur sauf le maître reçoit cette mémoire ; seules les stratégies maître-esclave s’en servent.</translation>
    </message>
    <message>
        <source>Nothing to sweep</source>
        <translation>Rien à balayer</translation>
    </message>
    <message>
        <source>Predicted makespan over %1</source>
        <translation>Durée prévue en fonction de %1</translation>
    </message>
    <message>
        <source>No strategy chosen: pick some in the Strategies menu</source>
        <translation>Aucune stratégie choisie : en cocher dans le menu Stratégies</translation>
    </message>
    <message>
        <source>No strategy of the sweep takes all of %1 = %2 to %3: see the list below</source>
        <translation>Aucune stratégie du balayage ne prend tous les %1 = %2 à %3 : voir la liste ci-dessous</translation>
    </message>
    <message>
        <source>Predicted makespan over %1 (%2)</source>
        <translation>Durée prévue en fonction de %1 (%2)</translation>
    </message>
</context>
<context>
    <name>partita::views::SweepRunner</name>
    <message>
        <source>heterogeneity h</source>
        <translation>hétérogénéité h</translation>
    </message>
    <message>
        <source>communication ratio (× the platform&apos;s)</source>
        <translation>rapport de communication (× celui de la plateforme)</translation>
    </message>
    <message>
        <source>worker memory (q×q buffers)</source>
        <translation>mémoire des esclaves (tampons q×q)</translation>
    </message>
    <message>
        <source>worker memory (MiB)</source>
        <translation>mémoire des esclaves (Mio)</translation>
    </message>
    <message>
        <source>time units</source>
        <translation>unités de temps</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
</context>
<context>
    <name>partita::views::TStepChart</name>
    <message>
        <source>T_step by ring size (H = %1, W = %2)</source>
        <translation>T_step selon la taille de l’anneau (H = %1, W = %2)</translation>
    </message>
    <message>
        <source>T_step, refined (§4.3)</source>
        <translation>T_step, affiné (§4.3)</translation>
    </message>
    <message>
        <source>T_step</source>
        <translation>T_step</translation>
    </message>
    <message>
        <source>greedy bandwidths (§4.2)</source>
        <translation>débits gloutons (§4.2)</translation>
    </message>
    <message>
        <source>ring size</source>
        <translation>taille de l’anneau</translation>
    </message>
    <message>
        <source>T_step (%1)</source>
        <translation>T_step (%1)</translation>
    </message>
    <message>
        <source>best: size %1</source>
        <translation>meilleure : taille %1</translation>
    </message>
</context>
</TS>
