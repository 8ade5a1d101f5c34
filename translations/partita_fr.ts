<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
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
        <source>unknown view &apos;%1&apos; (expected editor, partition, compare, volume, workers, imbalance, sweep, ring, mw or gantt)</source>
        <translation>vue « %1 » inconnue (attendu : editor, partition, compare, volume, workers, imbalance, sweep, ring, mw ou gantt)</translation>
    </message>
    <message>
        <source>timed out waiting for the trace</source>
        <translation>délai dépassé en attendant la trace</translation>
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
        <source>Matrix order.</source>
        <translation>Ordre des matrices.</translation>
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
        <source>bad --n, --q, --panes or --size</source>
        <translation>--n, --q, --panes ou --size invalide</translation>
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
        <source>View of the screenshot: editor, partition, compare (makespan), volume, workers, imbalance, sweep, ring (SharedRing), mw (master-worker) or gantt (the simulated trace of --strategy).</source>
        <translation>Vue de la capture : editor, partition, compare (durée), volume, workers, imbalance, sweep, ring (SharedRing), mw (maître-travailleurs) ou gantt (la trace simulée de --strategy).</translation>
    </message>
    <message>
        <source>Strategy of the partition or Gantt screenshot.</source>
        <translation>Stratégie de la capture du partitionnement ou du Gantt.</translation>
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
</context>
<context>
    <name>partita::views::CompareView</name>
    <message>
        <source>Sweep over n</source>
        <translation>Balayage en n</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <source>Nothing to compare</source>
        <translation>Rien à comparer</translation>
    </message>
    <message>
        <source>Predicted makespan (n = %1)</source>
        <translation>Durée prévue (n = %1)</translation>
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
        <source>lower bound 2·Σ√s_i·n²</source>
        <translation>borne inférieure 2·Σ√s_i·n²</translation>
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
        <source>Predicted makespan over n (q = %1)</source>
        <translation>Durée prévue en fonction de n (q = %1)</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
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
        <source>steady-state bound (§6.1)</source>
        <translation>borne du régime permanent (§6.1)</translation>
    </message>
    <message>
        <source>%1 · workers: %2</source>
        <translation>%1 · travailleurs : %2</translation>
    </message>
    <message>
        <source>Master-worker (n = %1): ratio of each schedule and the steady-state bound</source>
        <translation>Maître-travailleurs (n = %1) : ratio de chaque ordonnancement et borne du régime permanent</translation>
    </message>
    <message>
        <source>*: the workers lack the memory to reach the bound</source>
        <translation>* : les travailleurs manquent de mémoire pour atteindre la borne</translation>
    </message>
    <message>
        <source>block updates per time unit</source>
        <translation>mises à jour de blocs par unité de temps</translation>
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
        <source>makespan; odd steps hatched</source>
        <translation>durée totale ; étapes impaires hachurées</translation>
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
        <source>%1: unknown trace format (use .csv or .json)</source>
        <translation>%1 : format de trace inconnu (utilisez .csv ou .json)</translation>
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
        <source>Traces (*.csv *.json);;CSV (*.csv);;Chrome trace JSON (*.json)</source>
        <translation>Traces (*.csv *.json);;CSV (*.csv);;Trace Chrome JSON (*.json)</translation>
    </message>
    <message>
        <source>Open Trace as &amp;Measured…</source>
        <translation>Ouvrir une trace comme &amp;mesurée…</translation>
    </message>
    <message>
        <source>Open measured trace</source>
        <translation>Ouvrir une trace mesurée</translation>
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
        <source>Share %</source>
        <translation>Part %</translation>
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
        <source>&lt;b&gt;%1&lt;/b&gt; — n = %2, q = %3, %4 × %4 blocks&lt;br&gt;Σ half-perimeters %5 (lower bound 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %6), max %7&lt;br&gt;communication volume %8 elements&lt;br&gt;imbalance %9 %, predicted makespan %10 (%11)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — n = %2, q = %3, %4 × %4 blocs&lt;br&gt;Σ demi-périmètres %5 (borne inférieure 2·Σ√s&lt;sub&gt;i&lt;/sub&gt; = %6), max %7&lt;br&gt;volume de communication %8 éléments&lt;br&gt;déséquilibre %9 %, durée prévue %10 (%11)</translation>
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
</context>
<context>
    <name>partita::views::PartitionWidget</name>
    <message>
        <source>   Σ half-perimeters %1 (bound %2)   imbalance %3 %</source>
        <translation>   Σ demi-périmètres %1 (borne %2)   déséquilibre %3 %</translation>
    </message>
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
share %1 %</source>
        <translation>
part %1 %</translation>
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
</context>
<context>
    <name>partita::views::PlanRunner</name>
    <message>
        <source>k_i of lbp-star (mode %1, order %2); the makespan is its schedule&apos;s</source>
        <translation>k_i de lbp-star (mode %1, ordre %2) ; la durée est celle de son ordonnancement</translation>
    </message>
    <message>
        <source>k_i of lbp-mesh (%1); the makespan is its schedule&apos;s</source>
        <translation>k_i de lbp-mesh (%1) ; la durée est celle de son ordonnancement</translation>
    </message>
    <message>
        <source>heuristic</source>
        <translation>heuristique</translation>
    </message>
    <message>
        <source>PMFT-LBP</source>
        <translation>PMFT-LBP</translation>
    </message>
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
</context>
<context>
    <name>partita::views::ProblemBar</name>
    <message>
        <source>Matrix order n (elements)</source>
        <translation>Ordre des matrices n (éléments)</translation>
    </message>
    <message>
        <source>Block size q (elements); the grid has ⌈n/q⌉ × ⌈n/q⌉ blocks</source>
        <translation>Taille des blocs q (éléments) ; la grille a ⌈n/q⌉ × ⌈n/q⌉ blocs</translation>
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
</TS>
